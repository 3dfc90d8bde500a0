import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO } from "@livehall/wire";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/** Event 10002: password access with a 1-minute anonymous trial (tryFlag 1, tryDuration 1). */
const TRIAL = { id: "event-10002", room: "21001" } as const;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

async function trialTokens(): Promise<AuthResultDTO> {
  const { body } = await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson({ virtualEventId: TRIAL.id, accessType: 2 }));
  if (body.code !== "200") throw new Error(`trial auth failed: ${JSON.stringify(body)}`);
  return body.data;
}

const dot = (tokens: AuthResultDTO, seconds: number, eventId: string = TRIAL.id, roomId: string = TRIAL.room) =>
  t.api(
    `/api/events/${eventId}/rooms/duration-dots`,
    postJson({ roomId, pageSession: "p-1", seconds }, { authorization: `Bearer ${tokens.accessToken}` }),
  );
const play = async (tokens: AuthResultDTO, eventId: string = TRIAL.id, roomId: string = TRIAL.room) =>
  (await t.api(`/api/events/${eventId}/rooms/${roomId}/live-play-addr`, bearer(tokens.accessToken))).body.code;

/** Moves the clock `seconds` on and reports them, as the player does every 10 s. */
async function watchFor(tokens: AuthResultDTO, seconds: number): Promise<void> {
  t.advance(seconds * 1000);
  expect((await dot(tokens, seconds)).body).toEqual({ code: "200", msg: "success", data: null });
}

describe("anonymous trial: duration dots and the play address", () => {
  it("refuses the play address with 100107 once tryDuration × 60 s are watched", async () => {
    const tokens = await trialTokens();
    expect(await play(tokens)).toBe("200");
    for (let i = 0; i < 5; i++) await watchFor(tokens, 10);
    expect(await play(tokens)).toBe("200");
    await watchFor(tokens, 10);
    const { status, body } = await t.api(`/api/events/${TRIAL.id}/rooms/${TRIAL.room}/live-play-addr`, bearer(tokens.accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("100107");
    expect(body.msg).not.toBe("");
  });

  it("counts no more than the wall time since the previous dot", async () => {
    const tokens = await trialTokens();
    for (let i = 0; i < 5; i++) await watchFor(tokens, 10);
    for (let i = 0; i < 20; i++) await dot(tokens, 10);
    expect(await play(tokens)).toBe("200");
    await watchFor(tokens, 10);
    expect(await play(tokens)).toBe("100107");
  });

  it("counts at most 15 s per dot", async () => {
    const tokens = await trialTokens();
    t.advance(120_000);
    await dot(tokens, 120);
    expect(await play(tokens)).toBe("200");
    for (let i = 0; i < 3; i++) await watchFor(tokens, 15);
    expect(await play(tokens)).toBe("100107");
  });

  it("keeps each viewer's trial apart", async () => {
    const spent = await trialTokens();
    for (let i = 0; i < 6; i++) await watchFor(spent, 10);
    const fresh = await trialTokens();
    expect(await play(spent)).toBe("100107");
    expect(await play(fresh)).toBe("200");
  });

  it("never limits viewers of an event without a trial", async () => {
    const tokens = await demoTokens(t);
    for (let i = 0; i < 8; i++) {
      t.advance(15_000);
      await dot(tokens, 15, DEMO.id, DEMO.mainRoom);
    }
    expect(await play(tokens, DEMO.id, DEMO.mainRoom)).toBe("200");
  });

  it("refuses a dot without a token or with another event's token (401)", async () => {
    const body = JSON.stringify({ roomId: TRIAL.room, seconds: 10 });
    const none = await t.api(`/api/events/${TRIAL.id}/rooms/duration-dots`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(none.status).toBe(401);
    const other = await dot(await demoTokens(t), 10);
    expect(other.status).toBe(401);
    expect(other.body.code).toBe("401");
  });

  it.each([
    ["an unknown room", { roomId: "99999", seconds: 10 }, 200, "151002"],
    ["negative seconds", { roomId: TRIAL.room, seconds: -5 }, 400, "100400"],
    ["seconds as text", { roomId: TRIAL.room, seconds: "10" }, 400, "100400"],
    ["no seconds", { roomId: TRIAL.room }, 400, "100400"],
  ])("answers %s with the envelope", async (_case, body, status, code) => {
    const tokens = await trialTokens();
    const answer = await t.api(
      `/api/events/${TRIAL.id}/rooms/duration-dots`,
      postJson(body, { authorization: `Bearer ${tokens.accessToken}` }),
    );
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});
