import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  API_PATHS,
  API_PREFIX,
  type CallToActionListDTO,
  type ChatHistoryDTO,
  type ChatMessageBody,
  type FabulousDTO,
} from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const dataDir = mkdtempSync(join(tmpdir(), "livehall-chat-restart-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the shared data folder: stopping and starting another is a restart. */
const start = (): Promise<TestServer> => startTestServer({ dataDir, adminToken: ADMIN_TOKEN });

describe("what survives a server restart (same data folder)", () => {
  it("keeps chat messages and their ids, bans, call-to-actions and like totals", async () => {
    let t = await start();
    const banned = await anonymousViewer(t, "Banned");
    const writer = await anonymousViewer(t, "Writer");
    const before = (
      await t.api<ChatMessageBody>(API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom), postJson({ content: "before" }, writer.headers))
    ).body.data;
    expect((await t.api(API_PREFIX + ADMIN_PATHS.ban(DEMO.number, banned.audienceId), postJson({ banType: 1 }, admin))).body.code).toBe(
      "200",
    );
    const tool = { title: "Kept", buttonText: "Go", jumpUrlType: 2, jumpUrl: "https://example.com/kept" };
    await t.api(API_PREFIX + ADMIN_PATHS.callToActions(DEMO.number, DEMO.seminarRoom), {
      ...postJson({ list: [tool] }, admin),
      method: "PUT",
    });
    const likes = (n: number) =>
      t.api<FabulousDTO>(`${API_PREFIX}${API_PATHS.fabulous(DEMO.id, DEMO.mainRoom)}?number=${n}`, bearer(writer.accessToken));
    expect((await likes(40)).body.data.fabulousNumber).toBe(40);
    await t.stop();

    t = await start();
    try {
      // The token secret lives in the data folder too: the viewers' tokens still hold.
      const refused = await t.api(
        API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom),
        postJson({ content: "still banned?" }, banned.headers),
      );
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("100113");
      const history = await t.api<ChatHistoryDTO>(API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom), bearer(banned.accessToken));
      expect(history.body.data.chatBanFlag).toBe(1);
      expect(history.body.data.list).toContainEqual(before);
      const after = await t.api<ChatMessageBody>(
        API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom),
        postJson({ content: "after" }, writer.headers),
      );
      expect(after.body.data.messageId).toBeGreaterThan(before.messageId);
      const tools = await t.api<CallToActionListDTO>(
        API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.seminarRoom),
        bearer(writer.accessToken),
      );
      expect(tools.body.data.list).toEqual([expect.objectContaining(tool)]);
      expect((await likes(2)).body.data.fabulousNumber).toBe(42);
    } finally {
      await t.stop();
    }
  });
});
