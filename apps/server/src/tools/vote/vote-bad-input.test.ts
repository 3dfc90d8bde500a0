import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, VOTE_CODES, VOTE_PATHS } from "@livehall/wire";
import { DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { adminVotes, castBallot, startVote, viewerVotes } from "./vote-testing";

let t: TestServer;
let viewer: TestViewer;
let single: string;
let multiple: string;
let ended: string;
beforeAll(async () => {
  t = await startTestServer({ limits: { ballotBurst: 1000, ballotsPerSecond: 1000 } });
  viewer = await anonymousViewer(t);
  ended = (await startVote(t, { title: "Ended", options: ["a", "b"] })).voteId;
  multiple = (await startVote(t, { title: "Multiple", options: ["a", "b", "c"], multiple: true })).voteId;
  single = (await startVote(t, { title: "Single", options: ["a", "b", "c"] }, DEMO.seminarRoom)).voteId;
});
afterAll(async () => {
  await t.stop();
});

const JSON_TYPE = { "content-type": "application/json" };
const admin = (): Record<string, string> => ({ authorization: `Bearer ${t.server.admin.token}` });
const ballots = (voteId: string, room: string = DEMO.mainRoom): string => API_PREFIX + VOTE_PATHS.ballots(DEMO.id, room, voteId);

async function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${t.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, text: await response.text() };
}

type Case = [name: string, send: () => Promise<{ status: number; text: string }>, status: number, code: string, message?: RegExp];

const vote = (body: unknown) => raw("POST", adminVotes(), { ...JSON_TYPE, ...admin() }, JSON.stringify(body));
const ballot = (voteId: () => string, body: unknown, room?: string) =>
  raw("POST", ballots(voteId(), room), { ...JSON_TYPE, ...viewer.headers }, typeof body === "string" ? body : JSON.stringify(body));
const options = ["a", "b"];

const CASES: Case[] = [
  // The organiser's create call.
  ["create without the admin token", () => raw("POST", adminVotes(), JSON_TYPE, JSON.stringify({ title: "x", options })), 401, "401"],
  ["create with a wrong admin token", () => raw("POST", adminVotes(), { ...JSON_TYPE, authorization: "Bearer nope" }, "{}"), 401, "401"],
  ["create with broken JSON", () => raw("POST", adminVotes(), { ...JSON_TYPE, ...admin() }, '{"title":'), 400, "100400", /JSON/],
  ["create without a title", () => vote({ options }), 400, "100400", /title/],
  ["create with a blank title", () => vote({ title: "  ", options }), 400, "100400", /title/],
  ["create with a title of 300 characters", () => vote({ title: "x".repeat(300), options }), 400, "100400", /title/],
  ["create with a title of 5,000 characters", () => vote({ title: "x".repeat(5000), options }), 400, "100400", /title/],
  ["create with a NUL in the title", () => vote({ title: "a\u0000b", options }), 400, "100400", /title/],
  ["create with a title that is a number", () => vote({ title: 5, options }), 400, "100400", /title/],
  ["create with one option", () => vote({ title: "x", options: ["a"] }), 400, "100400", /options/],
  ["create with 21 options", () => vote({ title: "x", options: Array.from({ length: 21 }, (_, i) => `o${i}`) }), 400, "100400", /options/],
  ["create with options that are not a list", () => vote({ title: "x", options: "a,b" }), 400, "100400", /options/],
  ["create with an empty option", () => vote({ title: "x", options: ["a", " "] }), 400, "100400", /options\[1\]/],
  ["create with the same option twice", () => vote({ title: "x", options: ["a", "a "] }), 400, "100400", /options\[1\]/],
  ["create with an option of 200 characters", () => vote({ title: "x", options: ["a", "b".repeat(200)] }), 400, "100400", /options\[1\]/],
  ["create with an option that is an object", () => vote({ title: "x", options: ["a", {}] }), 400, "100400", /options/],
  ["create with seconds 0", () => vote({ title: "x", options, seconds: 0 }), 400, "100400", /seconds/],
  ["create with seconds of two days", () => vote({ title: "x", options, seconds: 172_800 }), 400, "100400", /seconds/],
  ["create with seconds as text", () => vote({ title: "x", options, seconds: "60" }), 400, "100400", /seconds/],
  ["create with seconds 1.5", () => vote({ title: "x", options, seconds: 1.5 }), 400, "100400", /seconds/],
  ["create with multiple as 1", () => vote({ title: "x", options, multiple: 1 }), 400, "100400", /multiple/],
  ["create with results 'nobody'", () => vote({ title: "x", options, results: "nobody" }), 400, "100400", /results/],
  [
    "create in a junk room",
    () => raw("POST", "/api/admin/events/10001/rooms/%3Cx%3E/votes", { ...JSON_TYPE, ...admin() }, "{}"),
    400,
    "100400",
  ],
  [
    "create in an unknown room",
    () => raw("POST", "/api/admin/events/10001/rooms/99999/votes", { ...JSON_TYPE, ...admin() }, JSON.stringify({ title: "x", options })),
    200,
    "151002",
  ],
  [
    "create in an unknown event",
    () => raw("POST", "/api/admin/events/99999/rooms/20001/votes", { ...JSON_TYPE, ...admin() }, JSON.stringify({ title: "x", options })),
    200,
    "151001",
  ],
  // The organiser's end and results calls.
  ["end an unknown vote", () => raw("POST", `${adminVotes()}/nope/end`, { ...JSON_TYPE, ...admin() }, "{}"), 404, VOTE_CODES.voteNotFound],
  [
    "end a vote of another room",
    () => raw("POST", `${adminVotes()}/${single}/end`, { ...JSON_TYPE, ...admin() }, "{}"),
    404,
    VOTE_CODES.voteNotFound,
  ],
  ["end a junk vote id", () => raw("POST", `${adminVotes()}/%3Cx%3E/end`, { ...JSON_TYPE, ...admin() }, "{}"), 400, "100400"],
  ["end without the admin token", () => raw("POST", `${adminVotes()}/${multiple}/end`, JSON_TYPE, "{}"), 401, "401"],
  ["results of an unknown vote", () => raw("GET", `${adminVotes()}/nope`, admin()), 404, VOTE_CODES.voteNotFound],
  ["results of a 100-character vote id", () => raw("GET", `${adminVotes()}/${"x".repeat(100)}`, admin()), 400, "100400"],
  ["results without the admin token", () => raw("GET", `${adminVotes()}/${multiple}`), 401, "401"],
  // The viewer's list and current calls.
  ["list without a token", () => raw("GET", viewerVotes()), 401, "401"],
  ["list with a forged token", () => raw("GET", viewerVotes(), { authorization: "Bearer abc.def" }), 401, "401"],
  ["list of a junk room", () => raw("GET", `/api/events/${DEMO.id}/rooms/%3Cx%3E/votes`, viewer.headers), 400, "100400"],
  ["current without a token", () => raw("GET", `${viewerVotes()}/current`), 401, "401"],
  // The viewer's ballot.
  ["a ballot without a token", () => raw("POST", ballots(multiple), JSON_TYPE, JSON.stringify({ optionIds: ["1"] })), 401, "401"],
  ["a ballot with broken JSON", () => ballot(() => multiple, '{"optionIds":'), 400, "100400", /JSON/],
  ["a ballot without optionIds", () => ballot(() => multiple, {}), 400, "100400", /optionIds/],
  ["a ballot whose optionIds is text", () => ballot(() => multiple, { optionIds: "1" }), 400, "100400", /optionIds/],
  ["a ballot with numbers for ids", () => ballot(() => multiple, { optionIds: [1] }), 400, "100400", /optionIds/],
  ["a ballot choosing nothing", () => ballot(() => multiple, { optionIds: [] }), 400, "100400", /optionIds/],
  [
    "a ballot with 21 ids",
    () => ballot(() => multiple, { optionIds: Array.from({ length: 21 }, (_, i) => String(i)) }),
    400,
    "100400",
    /optionIds/,
  ],
  ["a ballot with a 100-character id", () => ballot(() => multiple, { optionIds: ["1".repeat(100)] }), 400, "100400", /optionIds/],
  ["a ballot with an unknown option", () => ballot(() => multiple, { optionIds: ["9"] }), 400, "100400", /optionIds/],
  ["a ballot with the same option twice", () => ballot(() => multiple, { optionIds: ["1", "1"] }), 400, "100400", /optionIds/],
  [
    "two options on a single-choice vote",
    () => ballot(() => single, { optionIds: ["1", "2"] }, DEMO.seminarRoom),
    400,
    "100400",
    /optionIds/,
  ],
  ["a ballot for an unknown vote", () => ballot(() => "nope", { optionIds: ["1"] }), 404, VOTE_CODES.voteNotFound],
  ["a ballot for another room's vote", () => ballot(() => single, { optionIds: ["1"] }), 404, VOTE_CODES.voteNotFound],
  ["a ballot for a junk vote id", () => ballot(() => "%3Cx%3E", { optionIds: ["1"] }), 400, "100400"],
  ["a ballot for an ended vote", () => ballot(() => ended, { optionIds: ["1"] }), 409, VOTE_CODES.voteEnded],
  [
    "a ballot as a form",
    () => raw("POST", ballots(multiple), { "content-type": "application/x-www-form-urlencoded", ...viewer.headers }, "optionIds=1"),
    400,
    "100400",
  ],
  [
    "a ballot body of 100 KB",
    () => ballot(() => multiple, JSON.stringify({ optionIds: ["1"], pad: "x".repeat(100_000) })),
    400,
    "100400",
    /too large/,
  ],
];

describe("every vote call answers bad input with a 4xx envelope", () => {
  it.each(CASES.map(([name, send, status, code, message]) => ({ name, send, status, code, message })))(
    "$name → $status $code",
    async ({ send, status, code, message }) => {
      const answer = await send();
      expect(answer.status, answer.text).toBe(status);
      const body = JSON.parse(answer.text) as { code: unknown; msg: unknown };
      expect(body.code, answer.text).toBe(code);
      expect(typeof body.msg).toBe("string");
      if (message) expect(body.msg).toMatch(message);
    },
  );

  it("a second ballot of the same viewer answers 409 already voted", async () => {
    const voter = await anonymousViewer(t);
    expect((await castBallot(t, voter, multiple, ["1"])).status).toBe(200);
    const again = await castBallot(t, voter, multiple, ["2"]);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(VOTE_CODES.alreadyVoted);
  });
});
