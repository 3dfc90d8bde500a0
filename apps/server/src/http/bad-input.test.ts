import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, demoTokens, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
let accessToken = "";
let adminToken = "";
beforeAll(async () => {
  t = await startTestServer();
  accessToken = (await demoTokens(t)).accessToken;
  adminToken = t.server.admin.token;
});
afterAll(async () => {
  await t.stop();
});

interface Answer {
  status: number;
  body: string;
}

/** Sends a request byte for byte (no URL normalisation, any header), as a hostile client would. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Writes bytes that are not HTTP at all and reads what comes back. */
function garbage(bytes: string): Promise<Answer> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}

const BRIEF = "/api/watch/personal/breif";
const AUTH = "/api/sso/events/access/auth";
const REFRESH = "/api/sso/events/audience/refresh-token";
const CODE = "/api/sso/events/audience/verification-code";
const EXTERNAL = "/api/sso/events/external/token";
const json = { "content-type": "application/json" };
const okAuth = { tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 };
const ADMIN_PUSH = "/api/admin/events/10001/rooms/20001/push";
const admin = (): Record<string, string> => ({ ...json, authorization: `Bearer ${adminToken}` });
const adminAuth = (): Record<string, string> => ({ authorization: `Bearer ${adminToken}` });
const viewer = (): Record<string, string> => ({ authorization: `Bearer ${accessToken}` });
const CHATS = `/api/events/${DEMO.id}/rooms/20001/chats`;
const CTA_ADMIN = "/api/admin/events/10001/rooms/20001/call-to-actions";

type Case = [string, () => Promise<Answer>, number, RegExp?];
const cases: Case[] = [
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
  [
    "WeChat auth-url of an unknown type",
    () => raw("GET", "/api/sso/wechat/auth-url?type=9&redirectUri=%2Fmobile%2FwechatAuthResult&virtualEventNumber=10001"),
    400,
    /type/,
  ],
  ["WeChat auth-url without redirectUri", () => raw("GET", "/api/sso/wechat/auth-url?type=3&virtualEventNumber=10001"), 400, /redirectUri/],
  ["a WeChat status poll with a junk request id", () => raw("GET", "/api/sso/wechat/noauth-login-status?requestId=%00"), 400, /requestId/],
  ["a WeChat auth body that is an array", () => raw("POST", "/api/sso/wechat/auth", json, "[]"), 400],
  ["a WeChat code as a number", () => raw("POST", "/api/sso/wechat/auth", json, JSON.stringify({ code: 1, state: "s" })), 400, /code/],
  [
    "the dev WeChat page without a state",
    () => raw("GET", "/dev/wechat/authorize?redirect_uri=%2Fmobile%2FwechatAuthResult"),
    400,
    /state/,
  ],
  ["the dev WeChat page with an unknown outcome", () => raw("GET", "/dev/wechat/confirm?requestId=r&state=s&outcome=hack"), 400, /outcome/],
  [
    "a verification code without an account",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, identityType: 2, codeType: 2 })),
    400,
    /account/,
  ],
  [
    "a verification code for identity type 3",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 3, codeType: 2 })),
    400,
    /identityType/,
  ],
  [
    "a verification code type as text",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 2, codeType: "2" })),
    400,
    /codeType/,
  ],
  [
    "a 300-character account",
    () =>
      raw(
        "POST",
        CODE,
        json,
        JSON.stringify({ virtualEventId: DEMO.id, account: `${"a".repeat(290)}@b.test`, identityType: 2, codeType: 2 }),
      ),
    400,
    /account/,
  ],
  [
    "an account that is not an address",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "not an address", identityType: 2, codeType: 2 })),
    400,
    /account/,
  ],
  [
    "a verification code with a captcha list",
    () =>
      raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 2, codeType: 2, captcha: [1] })),
    400,
    /captcha/,
  ],
  [
    "a captcha with a nested object",
    () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, captcha: { number: { $gt: 0 } } })),
    400,
    /captcha/,
  ],
  ["POST to the captcha", () => raw("POST", "/api/sso/captcha", json, "{}"), 404],
  ["an external token without an assertion", () => raw("POST", EXTERNAL, json, "{}"), 400, /assertion/],
  ["a numeric assertion", () => raw("POST", EXTERNAL, json, JSON.stringify({ assertion: 5 })), 400, /assertion/],
  ["a 5000-character assertion", () => raw("POST", EXTERNAL, json, JSON.stringify({ assertion: "a".repeat(5000) })), 400, /assertion/],
  ["an outbox filter of 300 characters", () => raw("GET", `/dev/outbox.json?account=${"a".repeat(300)}`), 400, /account/],
  ["the dev external login without returnUrl", () => raw("GET", "/dev/external-login?eventNumber=10006"), 400, /returnUrl/],
  [
    "the dev external login with a junk event",
    () => raw("GET", "/dev/external-login?returnUrl=%2F&eventNumber=%3Cx%3E"),
    400,
    /eventNumber/,
  ],
  [
    "a dev external sign-in without an account",
    () => raw("POST", "/dev/external-login", { "content-type": "application/x-www-form-urlencoded" }, "returnUrl=%2F&eventNumber=10006"),
    400,
    /account/,
  ],
  [
    "a dev external sign-in as XML",
    () => raw("POST", "/dev/external-login", { "content-type": "application/xml" }, "<login/>"),
    400,
    /content type/i,
  ],
  ["an admin call without the admin token", () => raw("POST", ADMIN_PUSH, json, JSON.stringify({ topic: 20005, body: {} })), 401],
  ["an admin call with a viewer's token", () => raw("POST", ADMIN_PUSH, { ...json, authorization: `Bearer ${accessToken}` }, "{}"), 401],
  ["an admin push with broken JSON", () => raw("POST", ADMIN_PUSH, admin(), '{"topic":'), 400, /JSON/],
  [
    "an admin push with the topic as text",
    () => raw("POST", ADMIN_PUSH, admin(), JSON.stringify({ topic: "20005", body: {} })),
    400,
    /topic/,
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
  ["chat history with a junk sinceId", () => raw("GET", `${CHATS}?sinceId=%00`, viewer()), 400, /sinceId/],
  ["chat history with sinceId 1e309", () => raw("GET", `${CHATS}?sinceId=1e309`, viewer()), 400, /sinceId/],
  ["chat history with a 40-digit sinceId", () => raw("GET", `${CHATS}?sinceId=${"9".repeat(40)}`, viewer()), 400, /sinceId/],
  ["chat history with a repeated limit", () => raw("GET", `${CHATS}?limit=1&limit=2`, viewer()), 400, /limit/],
  ["chat history with limit 1000", () => raw("GET", `${CHATS}?limit=1000`, viewer()), 400, /limit/],
  ["chat history without a token", () => raw("GET", CHATS), 401],
  ["a chat of a junk room", () => raw("GET", `/api/events/${DEMO.id}/rooms/%3Cx%3E/chats`, viewer()), 400, /roomId/],
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
  ["a plain GET of the websocket endpoint", () => raw("GET", "/sub"), 400, /websocket/],
  ["a websocket upgrade without a key", () => raw("GET", "/sub", { connection: "upgrade", upgrade: "websocket" }), 400],
  ["bytes that are not HTTP", () => garbage("\u0016\u0003\u0001 hello there\r\n\r\n"), 400],
  ["an unknown /api path", () => raw("GET", "/api/no/such/thing"), 404],
  ["a wrong method", () => raw("DELETE", BRIEF), 404],
  ["a raw traversal under /api", () => raw("GET", "/api/../../etc/passwd"), 404],
  ["a raw traversal under /media", () => raw("GET", "/media/live/../../../../etc/passwd"), 404],
  [
    "a long forged bearer token",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/watch-init-new`, { authorization: `Bearer ${"A".repeat(10_000)}` }),
    401,
  ],
  ["headers over Node's 16 KB limit", () => raw("GET", BRIEF, { authorization: `Bearer ${"A".repeat(20_000)}` }), 431],
  ["a 100-digit event id", () => raw("GET", `/api/events/${"9".repeat(100)}/rooms/20001/watch-init-new`), 400, /eventId/],
  ["watch-medias of a junk room", () => raw("GET", `/api/events/${DEMO.id}/rooms/%3Cx%3E/watch-medias`, viewer()), 400, /roomId/],
  ["watch-medias without a token", () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/watch-medias`), 401],
  [
    "a play address of a junk screen",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/live-play-addr?screenId=%3Cx%3E`, viewer()),
    400,
    /screenId/,
  ],
  [
    "a play address of a repeated screen",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/live-play-addr?screenId=a&screenId=b`, viewer()),
    400,
    /screenId/,
  ],
  [
    "a board address of another protocol",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?roomId=20001&protocol=RTMP`, viewer()),
    400,
    /protocol/,
  ],
  [
    "a board address without a room",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?protocol=HLS`, viewer()),
    400,
    /roomId/,
  ],
  [
    "a board address of a traversal room",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?roomId=..%2F..&protocol=HLS`, viewer()),
    400,
    /roomId/,
  ],
  [
    "a preview of a traversal media",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/medias/..%2F..%2Fetc/watch-preview`, viewer()),
    400,
    /mediaId/,
  ],
  [
    "a preview with sourceType 1e309",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/medias/menu-1/watch-preview?sourceType=1e309`, viewer()),
    400,
    /sourceType/,
  ],
  ["a preview of an unknown media", () => raw("GET", `/api/events/${DEMO.id}/medias/nope/watch-preview`, viewer()), 404],
  ["a player log that is a list", () => raw("POST", "/api/player-logs", json, "[]"), 400],
  ["a player log with broken JSON", () => raw("POST", "/api/player-logs", json, '{"level":'), 400, /JSON/],
  [
    "a player log with a numeric message",
    () =>
      raw(
        "POST",
        "/api/player-logs",
        json,
        JSON.stringify({ level: "error", message: 5, stream_url: "", metric_id: "", user_agent: "", refer: "", time: 1 }),
      ),
    400,
    /message/,
  ],
  [
    "a player log with time 1e309",
    () =>
      raw(
        "POST",
        "/api/player-logs",
        json,
        '{"level":"error","message":"m","stream_url":"","metric_id":"","user_agent":"","refer":"","time":1e309}',
      ),
    400,
    /time/,
  ],
  [
    "a player log as a form",
    () => raw("POST", "/api/player-logs", { "content-type": "application/x-www-form-urlencoded" }, "level=error"),
    400,
  ],
  [
    "a performance log with fps 1e309",
    () => raw("GET", "/api/player-logs/performance?fps=1e309&bps=1&waiting_times=0&buffer_length=0"),
    400,
    /fps/,
  ],
  ["the admin player logs without the admin token", () => raw("GET", "/api/admin/player-logs"), 401],
  [
    "an admin layout of 5",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", admin(), JSON.stringify({ layoutFlag: 5 })),
    400,
    /layoutFlag/,
  ],
  [
    "an admin layout as text",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", admin(), JSON.stringify({ layoutFlag: "1" })),
    400,
    /layoutFlag/,
  ],
  [
    "an admin loop flag of 2",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/loop", admin(), JSON.stringify({ videoLoopPlaybackFlag: 2 })),
    400,
    /videoLoopPlaybackFlag/,
  ],
  [
    "an admin stock-empty as true",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/stock-empty", admin(), JSON.stringify({ stockEmpty: true })),
    400,
    /stockEmpty/,
  ],
  [
    "an admin screen with a junk screen id",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/screen", admin(), JSON.stringify({ status: "start", screenId: "<x>" })),
    400,
    /screenId/,
  ],
  [
    "an admin screen of an unknown screen",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/screen", admin(), JSON.stringify({ status: "start", screenId: "nope" })),
    404,
  ],
  [
    "an admin board status of on",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/board", admin(), JSON.stringify({ status: "on" })),
    400,
    /status/,
  ],
  [
    "an admin board of a room without one",
    () => raw("POST", "/api/admin/events/10001/rooms/20002/board", admin(), JSON.stringify({ status: "start" })),
    404,
  ],
  [
    "an admin layout without the admin token",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", json, JSON.stringify({ layoutFlag: 1 })),
    401,
  ],
];

describe("bad input never yields a 500", () => {
  it.each(cases.map(([name, send, status, message]) => ({ name, send, status, message })))(
    "$name → $status with the envelope",
    async ({ send, status, message }) => {
      const answer = await send();
      expect(answer.status, answer.body).toBe(status);
      const body = JSON.parse(answer.body) as { code: unknown; msg: unknown };
      expect(body.code).toBe(status === 400 || status === 431 ? "100400" : String(status));
      expect(typeof body.msg).toBe("string");
      if (message) expect(body.msg).toMatch(message);
    },
  );

  it("still answers normally afterwards", async () => {
    await Promise.all(cases.map(([, send]) => send()));
    const { status, body } = await t.api(`${BRIEF}?virtualEventNumber=${DEMO.number}`, bearer(accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("200");
  });
});
