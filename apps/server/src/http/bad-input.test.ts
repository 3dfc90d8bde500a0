import { describe, expect, it } from "vitest";
import { bearer, DEMO } from "../testing/test-server";
import { t, accessToken, useTestServer, BRIEF, type Case } from "./bad-input.fixtures";
import { accessCases } from "./bad-input-access.cases";
import { viewerCases } from "./bad-input-viewer.cases";
import { loginCases } from "./bad-input-login.cases";
import { adminPushCases } from "./bad-input-admin-push.cases";
import { chatCases } from "./bad-input-chat.cases";
import { transportCases } from "./bad-input-transport.cases";
import { logsAndLayoutCases } from "./bad-input-logs-and-layout.cases";

useTestServer();

const cases: Case[] = [
  ...accessCases,
  ...viewerCases,
  ...loginCases,
  ...adminPushCases,
  ...chatCases,
  ...transportCases,
  ...logsAndLayoutCases,
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
