import { DEMO } from "../testing/test-server";
import { accessToken, raw, BRIEF, AUTH, REFRESH, json, okAuth, type Case } from "./bad-input.fixtures";

/** Bad input: event numbers, request bodies, access auth, refresh tokens and login codes. */
export const accessCases: Case[] = [
  ["a missing event number", () => raw("GET", BRIEF), 400, /virtualEventNumber/],
  ["an empty event number", () => raw("GET", `${BRIEF}?virtualEventNumber=`), 400, /virtualEventNumber/],
  ["a repeated event number", () => raw("GET", `${BRIEF}?virtualEventNumber=1&virtualEventNumber=2`), 400, /virtualEventNumber/],
  ["unicode junk as event number", () => raw("GET", `${BRIEF}?virtualEventNumber=%F0%9F%92%A9%00%E2%80%AE`), 400, /virtualEventNumber/],
  ["a 200-digit event number", () => raw("GET", `${BRIEF}?virtualEventNumber=${"9".repeat(200)}`), 400, /virtualEventNumber/],
  ["broken percent-encoding in the query", () => raw("GET", `${BRIEF}?virtualEventNumber=%E0%A4%A`), 400],
  ["broken percent-encoding in the path", () => raw("GET", `/api/events/%E0%A4%A/rooms/1/watch-init-new`), 400],
  [
    "a traversal as room id",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/..%2F..%2Fetc%2Fpasswd/watch-init-new`, { authorization: `Bearer ${accessToken}` }),
    400,
    /roomId/,
  ],
  [
    "access config without its number",
    () => raw("GET", "/api/events/enable-access-config?mainVenueNumber=20001"),
    400,
    /virtualEventNumber/,
  ],
  [
    "a malformed main venue number",
    () => raw("GET", "/api/events/enable-access-config?virtualEventNumber=10001&mainVenueNumber=%3Cscript%3E"),
    400,
    /mainVenueNumber/,
  ],
  ["broken JSON", () => raw("POST", AUTH, json, '{"virtualEventId": "event-10001", '), 400, /JSON/],
  ["a JSON array", () => raw("POST", AUTH, json, "[1,2,3]"), 400],
  ["JSON null", () => raw("POST", AUTH, json, "null"), 400],
  ["an empty JSON body", () => raw("POST", AUTH, json, ""), 400],
  ["no body at all", () => raw("POST", AUTH), 400],
  ["an XML body", () => raw("POST", AUTH, { "content-type": "application/xml" }, "<auth/>"), 400, /content type/i],
  ["a form body", () => raw("POST", AUTH, { "content-type": "application/x-www-form-urlencoded" }, "accessType=0"), 400],
  ["a text body", () => raw("POST", AUTH, { "content-type": "text/plain" }, "hello"), 400],
  ["a made-up content type", () => raw("POST", AUTH, { "content-type": "x/y; charset=zz" }, "{}"), 400],
  ["a missing virtualEventId", () => raw("POST", AUTH, json, JSON.stringify({ accessType: 0 })), 400, /virtualEventId/],
  ["accessType as a string", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, accessType: "0" })), 400, /accessType/],
  ["accessType 1e309", () => raw("POST", AUTH, json, '{"virtualEventId":"event-10001","accessType":1e309}'), 400, /accessType/],
  ["accessType 10^20", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, accessType: 1e20 })), 400, /accessType/],
  ["a negative accessType", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, accessType: -1 })), 400, /accessType/],
  ["a fractional accessType", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, accessType: 0.5 })), 400, /accessType/],
  [
    "a unicode virtualEventId",
    () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, virtualEventId: "活动\u0000" })),
    400,
    /virtualEventId/,
  ],
  ["an object as tenantId", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, tenantId: { $ne: 1 } })), 400, /tenantId/],
  [
    "a prototype-poisoning body",
    () => raw("POST", AUTH, json, '{"__proto__":{"admin":true},"virtualEventId":"event-10001","accessType":0}'),
    400,
  ],
  ["a 100 KB body", () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, account: "x".repeat(100_000) })), 400, /too large/i],
  ["a numeric refresh token", () => raw("POST", REFRESH, json, JSON.stringify({ refreshToken: 5 })), 400, /refreshToken/],
  ["no refresh token", () => raw("POST", REFRESH, json, "{}"), 400, /refreshToken/],
  [
    "login-code with identityType as text",
    () =>
      raw(
        "POST",
        "/api/sso/events/login-code",
        json,
        JSON.stringify({ code: "1", identityType: "2", virtualEventNumber: "10001", account: "a@b.c" }),
      ),
    400,
    /identityType/,
  ],
  [
    "login-code without an account",
    () => raw("POST", "/api/sso/events/login-code", json, JSON.stringify({ code: "1", identityType: 2, virtualEventNumber: "10001" })),
    400,
    /account/,
  ],
  [
    "login-code with a captcha as a string",
    () =>
      raw(
        "POST",
        "/api/sso/events/login-code",
        json,
        JSON.stringify({ code: "1", identityType: 2, virtualEventNumber: "10001", account: "a@b.c", captcha: "x" }),
      ),
    400,
    /captcha/,
  ],
];
