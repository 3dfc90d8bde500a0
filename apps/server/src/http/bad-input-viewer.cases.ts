import { DEMO } from "../testing/test-server";
import { accessToken, raw, json, type Case } from "./bad-input.fixtures";

/** Bad input: the viewer's calls in a room: configs, agreements, nickname, questionnaire, watch time, likes, presence. */
export const viewerCases: Case[] = [
  ["identity configs of a junk event id", () => raw("GET", "/api/events/%3Cscript%3E/identity-configs"), 400, /eventId/],
  ["agreements without a tenant", () => raw("GET", "/api/tenants/agreements?roomId=20001"), 400, /tenantId/],
  ["agreements with a junk room", () => raw("GET", "/api/tenants/agreements?tenantId=t-demo&roomId=..%2F.."), 400, /roomId/],
  [
    "a nickname as a number",
    () => raw("PUT", `/api/events/${DEMO.id}/audiences`, { ...json, authorization: `Bearer ${accessToken}` }, JSON.stringify({ name: 5 })),
    400,
    /name/,
  ],
  [
    "a nickname with a right-to-left override",
    () =>
      raw(
        "PUT",
        `/api/events/${DEMO.id}/audiences`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ name: "nimda\u202e" }),
      ),
    400,
    /bidi control/,
  ],
  [
    "a nickname with a zero-width space (a look-alike)",
    () =>
      raw(
        "PUT",
        `/api/events/${DEMO.id}/audiences`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ name: "Ad\u200bmin" }),
      ),
    400,
    /zero-width/,
  ],
  [
    "a Q&A question with a right-to-left isolate",
    () =>
      raw(
        "POST",
        `/api/events/${DEMO.id}/rooms/20001/questions`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ content: "why \u2067?" }),
      ),
    400,
    /content.*bidi control/,
  ],
  [
    "a nickname with an unknown field",
    () =>
      raw(
        "PUT",
        `/api/events/${DEMO.id}/audiences`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ name: "A", nick: "B" }),
      ),
    400,
    /^Unknown body field 'nick'$/,
  ],
  [
    "an unknown field inside a questionnaire answer",
    () =>
      raw(
        "POST",
        "/api/events/questionnaires/answer",
        json,
        JSON.stringify({
          virtualEventId: "event-10003",
          questionnaireId: "signup-10003",
          questions: [{ questionId: "q-role", questionType: 4, answers: [{ optionId: "o1", score: 100 }] }],
        }),
      ),
    400,
    /^Unknown body field 'questions\.0\.answers\.0\.score'$/,
  ],
  [
    "an up-vote, which reads no body, given a field",
    () =>
      raw(
        "POST",
        `/api/events/${DEMO.id}/rooms/20001/questions/q1/up-votes`,
        { ...json, authorization: `Bearer ${accessToken}` },
        '{"count":50}',
      ),
    400,
    /^Unknown body field 'count'$/,
  ],
  [
    "a nickname body that is an array",
    () => raw("PUT", `/api/events/${DEMO.id}/audiences`, { ...json, authorization: `Bearer ${accessToken}` }, "[]"),
    400,
  ],
  [
    "a questionnaire without its id",
    () => raw("GET", "/api/events/viewer-questionnaires?virtualEventId=event-10003"),
    400,
    /questionnaireId/,
  ],
  [
    "answers that are not a list",
    () =>
      raw(
        "POST",
        "/api/events/questionnaires/answer",
        json,
        JSON.stringify({ virtualEventId: "event-10003", questionnaireId: "signup-10003", questions: {} }),
      ),
    400,
    /questions/,
  ],
  [
    "an answer with a junk option id",
    () =>
      raw(
        "POST",
        "/api/events/questionnaires/answer",
        json,
        JSON.stringify({
          virtualEventId: "event-10003",
          questionnaireId: "signup-10003",
          questions: [{ questionId: "q-role", questionType: 4, answers: [{ optionId: "<x>" }] }],
        }),
      ),
    400,
    /optionId/,
  ],
  [
    "duration dots with seconds as text",
    () =>
      raw(
        "POST",
        `/api/events/${DEMO.id}/rooms/duration-dots`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ roomId: "20001", seconds: "10" }),
      ),
    400,
    /seconds/,
  ],
  [
    "duration dots with 1e309 seconds",
    () =>
      raw(
        "POST",
        `/api/events/${DEMO.id}/rooms/duration-dots`,
        { ...json, authorization: `Bearer ${accessToken}` },
        '{"roomId":"20001","seconds":1e309}',
      ),
    400,
    /seconds/,
  ],
  [
    "fabulous with number 0",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/fabulous?number=0`, { authorization: `Bearer ${accessToken}` }),
    400,
    /number/,
  ],
  [
    "fabulous with number 1e309",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/fabulous?number=1e309`, { authorization: `Bearer ${accessToken}` }),
    400,
    /number/,
  ],
  [
    "fabulous with a repeated number",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/fabulous?number=1&number=2`, { authorization: `Bearer ${accessToken}` }),
    400,
    /number/,
  ],
  [
    "fabulous without a number",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/fabulous`, { authorization: `Bearer ${accessToken}` }),
    400,
    /number/,
  ],
  [
    "mine-online with pageSession as a number",
    () =>
      raw(
        "POST",
        `/api/events/${DEMO.id}/rooms/20001/audiences/mine-online`,
        { ...json, authorization: `Bearer ${accessToken}` },
        JSON.stringify({ pageSession: 5 }),
      ),
    400,
    /pageSession/,
  ],
  [
    "mine-online with a list body",
    () =>
      raw("POST", `/api/events/${DEMO.id}/rooms/20001/audiences/mine-online`, { ...json, authorization: `Bearer ${accessToken}` }, "[]"),
    400,
  ],
];
