import type { LuckyDrawAdminDTO } from "@livehall/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { identifiedViewer } from "../shared/test-viewers";
import { adminGet, adminPost, startToolServer, viewerPost } from "../tool-test-kit";

let t: TestServer;
beforeAll(async () => {
  t = await startToolServer();
});
afterAll(async () => {
  await t.stop();
});

describe("a lucky draw for ID viewers only", () => {
  it("leaves anonymous viewers out of its pool; without the flag they are in it", async () => {
    const quiz = (
      await adminPost<{ quizId: string }>(t, "/quizzes", { question: "Q", options: ["a", "b"], answer: 1, winners: 1, seconds: 30 })
    ).body.data;
    const anonymous = await Promise.all([anonymousViewer(t, "Anon 1"), anonymousViewer(t, "Anon 2")]);
    const named = await identifiedViewer(t, "Draw ID viewer");
    for (const viewer of [...anonymous, named]) await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: 2 });

    const idOnly = await adminPost<LuckyDrawAdminDTO>(t, "/lucky-draws", {
      title: "ID",
      winners: 5,
      from: "answered",
      idViewersOnly: true,
    });
    expect(idOnly.status).toBe(200);
    expect(idOnly.body.data.audit.eligible).toEqual([named.audienceId]);
    // The audit says why the anonymous answerers are not in the pool, and keeps saying it.
    expect(idOnly.body.data.audit.idViewersOnly).toBe(true);
    const listed = await adminGet<{ list: LuckyDrawAdminDTO[] }>(t, "/lucky-draws");
    expect(listed.body.data.list.find((draw) => draw.drawId === idOnly.body.data.drawId)?.audit.idViewersOnly).toBe(true);
    expect(idOnly.body.data.winners.map((winner) => winner.liveUserId)).toEqual([named.audienceId]);

    const open = (await adminPost<LuckyDrawAdminDTO>(t, "/lucky-draws", { title: "All", winners: 5, from: "answered" })).body.data;
    // The earlier round's winner is left out; the anonymous answerers are in this pool.
    expect([...open.audit.eligible].sort()).toEqual(anonymous.map((viewer) => viewer.audienceId).sort());
    expect(open.audit.idViewersOnly).toBe(false);
  });
});
