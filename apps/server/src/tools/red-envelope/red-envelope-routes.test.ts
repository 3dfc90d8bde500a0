import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, RED_ENVELOPE_PATHS, TOPICS, type GrabResultDTO, type RedEnvelopeBody, type RedEnvelopeStateDTO } from "@livehall/wire";
import { joinedClient, pushes } from "../../testing/realtime-client";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { ADMIN_HEADERS, identifiedViewer, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";
import { GRAB_RATE_COUNT } from "./red-envelope-routes";

const admin = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/red-envelopes`;
const grabPath = (id: string) => API_PREFIX + RED_ENVELOPE_PATHS.grab(DEMO.id, DEMO.mainRoom, id);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: TOOL_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

async function sendEnvelope(count: number, totalCents: number): Promise<RedEnvelopeBody> {
  const answer = await t.api<RedEnvelopeBody>(admin, jsonRequest("POST", { count, totalCents, greeting: "Hi" }, ADMIN_HEADERS));
  expect(answer.body.code).toBe("200");
  return answer.body.data;
}

describe("red envelopes", () => {
  it("50 concurrent grabs from different viewers: exactly N winners, the amounts sum to the total, no share twice", async () => {
    const viewers: TestViewer[] = [];
    for (let i = 0; i < 50; i++) viewers.push(await identifiedViewer(t, `Grabber ${i}`));
    const envelope = await sendEnvelope(10, 1000);
    const answers = await Promise.all(
      viewers.map((viewer) => t.api<GrabResultDTO>(grabPath(envelope.envelopeId), postJson({}, viewer.headers))),
    );
    const won = answers.filter((answer) => answer.body.data.outcome === "won");
    expect(won).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.data.outcome === "gone")).toHaveLength(40);
    expect(won.reduce((sum, answer) => sum + answer.body.data.amountCents, 0)).toBe(1000);
    const rows = await t.query<{ audience_id: string | null }>("select audience_id from red_envelope_shares where envelope_id = ?", [
      envelope.envelopeId,
    ]);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.audience_id)).size).toBe(10);
    expect(rows.every((row) => row.audience_id !== null)).toBe(true);
  });

  it("one share per viewer, even when one viewer grabs concurrently; the room sees the shares left", async () => {
    const viewer = await identifiedViewer(t, "Twice");
    const envelope = await sendEnvelope(3, 300);
    const watcher = await joinedClient(t, [TOPICS.RED_ENVELOPE]);
    try {
      const answers = await Promise.all(
        Array.from({ length: GRAB_RATE_COUNT }, () => t.api<GrabResultDTO>(grabPath(envelope.envelopeId), postJson({}, viewer.headers))),
      );
      const outcomes = answers.map((answer) => answer.body.data.outcome).sort();
      expect(outcomes).toEqual(["already", "already", "already", "already", "won"]);
      const amount = answers.find((answer) => answer.body.data.outcome === "won")?.body.data.amountCents;
      expect(answers.every((answer) => answer.body.data.amountCents === amount)).toBe(true);
      expect(pushes(await watcher.next())[0]?.body).toMatchObject({ envelopeId: envelope.envelopeId, remaining: 2 });
      const state = await t.api<RedEnvelopeStateDTO>(
        API_PREFIX + RED_ENVELOPE_PATHS.current(DEMO.id, DEMO.mainRoom),
        bearer(viewer.accessToken),
      );
      expect(state.body.data).toMatchObject({ envelope: { envelopeId: envelope.envelopeId, remaining: 2 }, grabbedCents: amount });
    } finally {
      watcher.close();
    }
  });

  it("limits a viewer's grab attempts (429 / 100105)", async () => {
    const viewer = await identifiedViewer(t, "Flood");
    const envelope = await sendEnvelope(1, 1);
    const answers = await Promise.all(
      Array.from({ length: GRAB_RATE_COUNT + 2 }, () => t.api(grabPath(envelope.envelopeId), postJson({}, viewer.headers))),
    );
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(["100105", "100105"]);
  });

  it("refuses an anonymous viewer (§4) and an unknown envelope", async () => {
    const envelope = await sendEnvelope(2, 10);
    const anonymous = await anonymousViewer(t);
    const refused = await t.api(grabPath(envelope.envelopeId), postJson({}, anonymous.headers));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("100114");
    const viewer = await identifiedViewer(t, "Lost");
    expect((await t.api(grabPath("rnope"), postJson({}, viewer.headers))).status).toBe(404);
  });

  it.each([
    ["fewer cents than shares", { count: 10, totalCents: 9 }],
    ["no shares", { count: 0, totalCents: 100 }],
    ["501 shares", { count: 501, totalCents: 100_000 }],
    ["too large a total", { count: 1, totalCents: 10_000_001 }],
    ["a count as text", { count: "3", totalCents: 100 }],
    ["no total", { count: 3 }],
    ["a greeting of 101 characters", { count: 1, totalCents: 1, greeting: "x".repeat(101) }],
  ])("refuses to send %s (400 / 100400)", async (_case, body) => {
    const answer = await t.api(admin, jsonRequest("POST", body, ADMIN_HEADERS));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
  });
});
