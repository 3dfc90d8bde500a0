import { accessToken, raw, json, ADMIN_PUSH, admin, type Case } from "./bad-input.fixtures";

/** Bad input: the organiser's pushes, live status, bans and call-to-actions. */
export const adminPushCases: Case[] = [
  ["an admin call without the admin token", () => raw("POST", ADMIN_PUSH, json, JSON.stringify({ topic: 20005, body: {} })), 401],
  ["an admin call with a viewer's token", () => raw("POST", ADMIN_PUSH, { ...json, authorization: `Bearer ${accessToken}` }, "{}"), 401],
  ["an admin push with broken JSON", () => raw("POST", ADMIN_PUSH, admin(), '{"topic":'), 400, /JSON/],
  [
    "an admin push with the topic as text",
    () => raw("POST", ADMIN_PUSH, admin(), JSON.stringify({ topic: "20005", body: {} })),
    400,
    /topic/,
  ],
  [
    "an admin push with an unknown field beside the topic",
    () => raw("POST", ADMIN_PUSH, admin(), JSON.stringify({ topic: 20005, body: {}, rooms: "all" })),
    400,
    /^Unknown body field 'rooms'$/,
  ],
  ["an admin push with topic 1e309", () => raw("POST", ADMIN_PUSH, admin(), '{"topic":1e309,"body":{}}'), 400, /topic/],
  ["an admin push of an unknown topic", () => raw("POST", ADMIN_PUSH, admin(), JSON.stringify({ topic: -1, body: {} })), 400, /topic/],
  ["an admin push whose body is null", () => raw("POST", ADMIN_PUSH, admin(), JSON.stringify({ topic: 20005, body: null })), 400, /body/],
  [
    "an admin push to a junk room",
    () => raw("POST", "/api/admin/events/10001/rooms/%3Cx%3E/push", admin(), JSON.stringify({ topic: 20005, body: {} })),
    400,
    /roomNumber/,
  ],
  ["an admin live body that is a list", () => raw("POST", "/api/admin/events/10001/rooms/20001/live", admin(), "[]"), 400],
  [
    "an admin ban of a junk audience id",
    () => raw("POST", "/api/admin/events/10001/audiences/..%2F../ban", admin(), JSON.stringify({ banType: 2 })),
    400,
    /audienceId/,
  ],
  [
    "an admin ban type as text",
    () => raw("POST", "/api/admin/events/10001/audiences/a1/ban", admin(), JSON.stringify({ banType: "2" })),
    400,
    /banType/,
  ],
];
