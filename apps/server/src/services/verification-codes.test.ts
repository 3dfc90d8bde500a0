import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DevOutbox } from "../delivery/dev-outbox";
import type { CodeDelivery } from "../delivery/ports";
import { ApiError } from "../http/api-error";
import { insertBareEvent, manualClock, memoryDatabase } from "../testing/memory-db";
import { CODE_RULES, VerificationCodes, type SendCodeInput } from "./verification-codes";

const MINUTE = 60_000;
const key = Buffer.from("code-test-key-code-test-key");
let db: Kysely<Database>;
let clock: ReturnType<typeof manualClock>;
let outbox: DevOutbox;
let codes: VerificationCodes;

beforeEach(async () => {
  db = await memoryDatabase();
  await insertBareEvent(db, "event-1");
  await insertBareEvent(db, "event-2");
  clock = manualClock();
  outbox = new DevOutbox(clock.now);
  codes = new VerificationCodes(db, key, outbox, clock.now);
});
afterEach(async () => {
  await db.destroy();
});

const request = (account: string, overrides: Partial<SendCodeInput> = {}): SendCodeInput => ({
  eventId: "event-1",
  account,
  identityType: account.includes("@") ? 2 : 1,
  codeType: 5,
  ip: "10.0.0.1",
  ...overrides,
});

/** Sends a code to `account` and answers it as the outbox shows it. */
async function sent(account: string, overrides: Partial<SendCodeInput> = {}): Promise<string> {
  await codes.send(request(account, overrides));
  return outbox.list(account)[0]?.code ?? "";
}

async function outcome(attempt: Promise<void>): Promise<string> {
  try {
    await attempt;
    return "ok";
  } catch (error) {
    if (error instanceof ApiError) return `${error.httpStatus}/${error.code}`;
    throw error;
  }
}

const verify = (account: string, code: string, overrides: { eventId?: string; codeType?: number } = {}): Promise<string> =>
  outcome(codes.verify({ eventId: "event-1", account, codeType: 5, code, ip: "10.0.0.1", ...overrides }));

const wrongOf = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("VerificationCodes", () => {
  it("delivers a six-digit code that verifies once", async () => {
    const code = await sent("demo@livehall.test");
    expect(code).toMatch(/^\d{6}$/);
    expect(await verify("demo@livehall.test", code)).toBe("ok");
    expect(await verify("demo@livehall.test", code)).toBe("200/100104");
  });

  it("keeps only a hash of the code", async () => {
    const code = await sent("13800000000");
    const rows = await db.selectFrom("verification_codes").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("matches e-mail addresses case-insensitively", async () => {
    const code = await sent("Demo@LiveHall.test");
    expect(await verify("demo@livehall.TEST", code)).toBe("ok");
  });

  it.each([
    ["a wrong code", (code: string) => verify("demo@livehall.test", wrongOf(code))],
    ["letters", () => verify("demo@livehall.test", "abcdef")],
    ["the code of another event", (code: string) => verify("demo@livehall.test", code, { eventId: "event-2" })],
    ["the code of another code type", (code: string) => verify("demo@livehall.test", code, { codeType: 2 })],
    ["the code for another account", (code: string) => verify("other@livehall.test", code)],
  ])("refuses %s with 100104", async (_case, attempt) => {
    const code = await sent("demo@livehall.test");
    expect(await attempt(code)).toBe("200/100104");
  });

  it("refuses a code after 10 minutes", async () => {
    const code = await sent("demo@livehall.test");
    clock.advance(CODE_RULES.validMs);
    expect(await verify("demo@livehall.test", code)).toBe("200/100104");
  });

  it("sends once a minute per account (HTTP 429, 100105)", async () => {
    await sent("demo@livehall.test");
    clock.advance(59_000);
    expect(await outcome(codes.send(request("DEMO@livehall.test")))).toBe("429/100105");
    clock.advance(1_000);
    expect(await outcome(codes.send(request("demo@livehall.test")))).toBe("ok");
  });

  it("waits as long as the deployment says between two sends", async () => {
    const quick = new VerificationCodes(db, key, outbox, clock.now, 1_000);
    await quick.send(request("demo@livehall.test"));
    expect(await outcome(quick.send(request("demo@livehall.test")))).toBe("429/100105");
    clock.advance(1_000);
    expect(await outcome(quick.send(request("demo@livehall.test")))).toBe("ok");
  });

  it("sends at most ten codes per account per hour", async () => {
    for (let i = 0; i < CODE_RULES.perAccountPerHour; i++) {
      expect(await outcome(codes.send(request("13800000000", { ip: `10.0.0.${i}` })))).toBe("ok");
      clock.advance(MINUTE + 1);
    }
    expect(await outcome(codes.send(request("13800000000", { ip: "10.9.9.9" })))).toBe("429/100105");
    clock.advance(60 * MINUTE);
    expect(await outcome(codes.send(request("13800000000")))).toBe("ok");
  });

  it("sends at most twenty codes per IP address per hour", async () => {
    for (let i = 0; i < CODE_RULES.perIpPerHour; i++) {
      expect(await outcome(codes.send(request(`viewer${i}@livehall.test`)))).toBe("ok");
    }
    expect(await outcome(codes.send(request("one-more@livehall.test")))).toBe("429/100105");
    expect(await outcome(codes.send(request("one-more@livehall.test", { ip: "10.0.0.2" })))).toBe("ok");
  });

  it("locks the account for 15 minutes after five wrong codes, even for the right one", async () => {
    const code = await sent("demo@livehall.test");
    for (let i = 0; i < CODE_RULES.maxWrong; i++) expect(await verify("demo@livehall.test", wrongOf(code))).toBe("200/100104");
    expect(await verify("demo@livehall.test", code)).toBe("200/100106");
    clock.advance(2 * MINUTE);
    expect(await outcome(codes.send(request("demo@livehall.test")))).toBe("200/100106");
    clock.advance(CODE_RULES.lockMs);
    const fresh = await sent("demo@livehall.test");
    expect(await verify("demo@livehall.test", fresh)).toBe("ok");
  });

  it("forgets earlier wrong tries after a right code", async () => {
    let code = await sent("demo@livehall.test");
    for (let i = 0; i < CODE_RULES.maxWrong - 1; i++) await verify("demo@livehall.test", wrongOf(code));
    expect(await verify("demo@livehall.test", code)).toBe("ok");
    clock.advance(MINUTE);
    code = await sent("demo@livehall.test");
    for (let i = 0; i < CODE_RULES.maxWrong - 1; i++) await verify("demo@livehall.test", wrongOf(code));
    expect(await verify("demo@livehall.test", code)).toBe("ok");
  });

  it("forgets a code it could not deliver, so asking again is not rate-limited", async () => {
    const broken: CodeDelivery = { deliver: () => Promise.reject(new Error("SMTP down")) };
    const failing = new VerificationCodes(db, key, broken, clock.now);
    await expect(failing.send(request("demo@livehall.test"))).rejects.toThrow("SMTP down");
    expect(await db.selectFrom("verification_codes").selectAll().execute()).toEqual([]);
    expect(await outcome(codes.send(request("demo@livehall.test")))).toBe("ok");
  });

  it("refuses an earlier code once a newer one was sent", async () => {
    const first = await sent("demo@livehall.test");
    clock.advance(MINUTE);
    await codes.send(request("demo@livehall.test"));
    const second = outbox.list("demo@livehall.test")[0]?.code ?? "";
    expect(second).not.toBe(first);
    expect(await verify("demo@livehall.test", first)).toBe("200/100104");
    expect(await verify("demo@livehall.test", second)).toBe("ok");
  });

  it("cancels the code after five wrong tries: it fails even after the lock ends", async () => {
    const code = await sent("demo@livehall.test");
    for (let i = 0; i < CODE_RULES.maxWrong; i++) await verify("demo@livehall.test", wrongOf(code));
    clock.advance(CODE_RULES.lockMs + 1);
    expect(await verify("demo@livehall.test", code)).toBe("200/100104");
  });

  it("refuses wrong codes from one IP address beyond its allowance (429), whatever the account", async () => {
    for (let i = 0; i < CODE_RULES.maxWrongPerIp; i++) {
      expect(await verify(`viewer${i}@livehall.test`, "000000")).toBe("200/100104");
    }
    expect(await verify("another@livehall.test", "000000")).toBe("429/100105");
    expect(
      await outcome(codes.verify({ eventId: "event-1", account: "another@livehall.test", codeType: 5, code: "000000", ip: "10.0.0.2" })),
    ).toBe("200/100104");
    clock.advance(CODE_RULES.lockMs + 1);
    expect(await verify("another@livehall.test", "000000")).toBe("200/100104");
  });
});
