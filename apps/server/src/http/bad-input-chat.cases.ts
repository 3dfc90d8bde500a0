import { DEMO } from "../testing/test-server";
import { raw, json, admin, adminAuth, viewer, CHATS, CTA_ADMIN, type Case } from "./bad-input.fixtures";

/** Bad input: chat history and sending, call-to-actions, and their admin calls. */
export const chatCases: Case[] = [
  ["chat history with a junk sinceId", () => raw("GET", `${CHATS}?sinceId=%00`, viewer()), 400, /sinceId/],
  ["chat history with sinceId 1e309", () => raw("GET", `${CHATS}?sinceId=1e309`, viewer()), 400, /sinceId/],
  ["chat history with a 40-digit sinceId", () => raw("GET", `${CHATS}?sinceId=${"9".repeat(40)}`, viewer()), 400, /sinceId/],
  ["chat history with a repeated limit", () => raw("GET", `${CHATS}?limit=1&limit=2`, viewer()), 400, /limit/],
  ["chat history with limit 1000", () => raw("GET", `${CHATS}?limit=1000`, viewer()), 400, /limit/],
  ["chat history without a token", () => raw("GET", CHATS), 401],
  ["a chat of a junk room", () => raw("GET", `/api/events/${DEMO.id}/rooms/%3Cx%3E/chats`, viewer()), 400, /roomId/],
  [
    "a chat line with a right-to-left override",
    () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: "see \u202egnp.exe" })),
    400,
    /content.*bidi control/,
  ],
  ["a chat with broken JSON", () => raw("POST", CHATS, { ...json, ...viewer() }, '{"content":'), 400, /JSON/],
  [
    "a chat whose content is a list",
    () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: ["hi"] })),
    400,
    /content/,
  ],
  ["a chat whose content is null", () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: null })), 400, /content/],
  ["a chat with only spaces", () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: "   " })), 400, /content/],
  [
    "a chat of 10,000 characters",
    () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: "x".repeat(10_000) })),
    400,
    /content/,
  ],
  [
    "a chat with a NUL character",
    () => raw("POST", CHATS, { ...json, ...viewer() }, JSON.stringify({ content: "a\u0000b" })),
    400,
    /content/,
  ],
  ["a chat body that is a list", () => raw("POST", CHATS, { ...json, ...viewer() }, "[]"), 400],
  ["a chat as a form", () => raw("POST", CHATS, { "content-type": "application/x-www-form-urlencoded", ...viewer() }, "content=hi"), 400],
  ["call-to-actions without a token", () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/call-to-actions`), 401],
  [
    "an admin chat delete of a junk id",
    () => raw("DELETE", "/api/admin/events/10001/rooms/20001/chats/1e309", adminAuth()),
    400,
    /messageId/,
  ],
  ["an admin chat delete of an unknown id", () => raw("DELETE", "/api/admin/events/10001/rooms/20001/chats/999999999", adminAuth()), 404],
  [
    "an admin ban with banFlag as text",
    () => raw("POST", "/api/admin/events/10001/audiences/a1/ban", admin(), JSON.stringify({ banType: 1, banFlag: "0" })),
    400,
    /banFlag/,
  ],
  ["admin call-to-actions that are not a list", () => raw("PUT", CTA_ADMIN, admin(), JSON.stringify({ list: "x" })), 400, /list/],
  [
    "an admin call-to-action with a javascript: URL",
    () =>
      raw(
        "PUT",
        CTA_ADMIN,
        admin(),
        JSON.stringify({ list: [{ title: "t", buttonText: "b", jumpUrlType: 2, jumpUrl: "javascript:alert(1)" }] }),
      ),
    400,
    /jumpUrl/,
  ],
  [
    "an admin call-to-action with jumpUrlType as text",
    () => raw("POST", CTA_ADMIN, admin(), JSON.stringify({ title: "t", buttonText: "b", jumpUrlType: "2", jumpUrl: "https://a.test" })),
    400,
    /jumpUrlType/,
  ],
  [
    "an admin call-to-action with a nested title",
    () =>
      raw("POST", CTA_ADMIN, admin(), JSON.stringify({ title: { $ne: 1 }, buttonText: "b", jumpUrlType: 2, jumpUrl: "https://a.test" })),
    400,
    /title/,
  ],
];
