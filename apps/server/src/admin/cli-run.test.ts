import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, TOPICS, type CallToActionListDTO, type ChatHistoryDTO, type ChatMessageBody } from "@livehall/wire";
import { joinedClient, pushes } from "../testing/realtime-client";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";
import { EXIT, runCli, type CliIo } from "./cli-run";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

function io(stored: string | null = null): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line), fetch, storedToken: () => stored };
}

describe("runCli against a running server", () => {
  it("go-live / stop change the room and its viewers hear it", async () => {
    const viewer = await joinedClient(t, [TOPICS.LIVE_STATUS]);
    const out = io();
    const stop = await runCli(["--url", t.url, "--token", t.server.admin.token, "stop", DEMO.number, DEMO.mainRoom], {}, out);
    expect(stop).toBe(EXIT.ok);
    expect(out.lines).toEqual(["Stopped: live://event-10001/room-20001, 1 stream(s), LIVE_STATUS 1 pushed (1 connected to this server)"]);
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 1 } }]);

    const live = await runCli(["go-live", DEMO.number, DEMO.mainRoom], { LIVEHALL_URL: t.url }, io(t.server.admin.token));
    expect(live).toBe(EXIT.ok);
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);
    viewer.close();
  });

  it("push and announce reach subscribed viewers; ban revokes", async () => {
    const viewer = await joinedClient(t, [TOPICS.ROOM_LAYOUT, TOPICS.ANNOUNCEMENT]);
    const env = { LIVEHALL_URL: t.url, LIVEHALL_ADMIN_TOKEN: t.server.admin.token };
    expect(await runCli(["push", DEMO.number, DEMO.mainRoom, "ROOM_LAYOUT", '{"layoutFlag":1}'], env, io())).toBe(EXIT.ok);
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.ROOM_LAYOUT, body: { layoutFlag: 1 } }]);
    expect(await runCli(["announce", DEMO.number, DEMO.mainRoom, "Break until 10:30"], env, io())).toBe(EXIT.ok);
    expect(pushes(await viewer.next())).toEqual([
      { op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 1, content: "Break until 10:30" } },
    ]);

    const { accessToken } = await demoTokens(t);
    const claims = JSON.parse(Buffer.from(accessToken.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid: string };
    const out = io();
    expect(await runCli(["ban", DEMO.number, claims.uid, "online"], env, out)).toBe(EXIT.ok);
    expect(out.lines[0]).toMatch(/^Banned .* \(online\): BAN_STATUS pushed to 6 room\(s\), 1 session\(s\) revoked$/);
    expect((await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(accessToken))).body.code).toBe("100046");
    viewer.close();
  });

  it("chat-delete, ban --lift and cta drive chat moderation and call-to-actions", async () => {
    const env = { LIVEHALL_URL: t.url, LIVEHALL_ADMIN_TOKEN: t.server.admin.token };
    const viewer = await joinedClient(t, [TOPICS.CHAT_DELETE, TOPICS.BAN_STATUS, TOPICS.CALL_TO_ACTION]);
    const writer = await anonymousViewer(t, "Writer");
    const chats = API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom);
    const { messageId } = (await t.api<ChatMessageBody>(chats, postJson({ content: "spam" }, writer.headers))).body.data;

    const deleted = io();
    expect(await runCli(["chat-delete", DEMO.number, DEMO.mainRoom, String(messageId)], env, deleted)).toBe(EXIT.ok);
    expect(deleted.lines).toEqual([
      `Deleted chat message ${messageId} in live://event-10001/room-20001: CHAT_DELETE pushed (1 connected to this server)`,
    ]);
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.CHAT_DELETE, body: { messageId } }]);
    expect((await t.api<ChatHistoryDTO>(chats, bearer(writer.accessToken))).body.data.list.map((m) => m.messageId)).not.toContain(
      messageId,
    );
    const again = io();
    expect(await runCli(["chat-delete", DEMO.number, DEMO.seminarRoom, String(messageId)], env, again)).toBe(EXIT.failed);
    expect(again.errors[0]).toMatch(/HTTP 404.*Unknown chat message/);

    expect(await runCli(["ban", DEMO.number, writer.audienceId, "chat"], env, io())).toBe(EXIT.ok);
    expect(pushes(await viewer.next())).toEqual([
      { op: TOPICS.BAN_STATUS, body: { banType: 1, liveUserId: writer.audienceId, banFlag: 1 } },
    ]);
    expect((await t.api(chats, postJson({ content: "hi" }, writer.headers))).body.code).toBe("100113");
    const lifted = io();
    expect(await runCli(["ban", DEMO.number, writer.audienceId, "chat", "--lift"], env, lifted)).toBe(EXIT.ok);
    expect(lifted.lines).toEqual([`Lifted the chat ban of ${writer.audienceId}: BAN_STATUS pushed to 6 room(s)`]);
    expect(pushes(await viewer.next())).toEqual([
      { op: TOPICS.BAN_STATUS, body: { banType: 1, liveUserId: writer.audienceId, banFlag: 0 } },
    ]);
    expect((await t.api(chats, postJson({ content: "hi" }, writer.headers))).body.code).toBe("200");

    const added = io();
    const argv = [
      "cta",
      DEMO.number,
      DEMO.mainRoom,
      "--title",
      "Register",
      "--button",
      "Go",
      "--link",
      "https://example.com/r",
      "--qr",
      "--end",
      "2030-01-01 12:00:00",
    ];
    expect(await runCli(argv, env, added)).toBe(EXIT.ok);
    expect(added.lines).toEqual([
      "Call-to-actions of live://event-10001/room-20001: 3 tool(s), CALL_TO_ACTION pushed (1 connected to this server)",
    ]);
    const tools = API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.mainRoom);
    const list = (await t.api<CallToActionListDTO>(tools, bearer(writer.accessToken))).body.data.list;
    expect(list.at(-1)).toMatchObject({
      title: "Register",
      buttonText: "Go",
      jumpUrlType: 1,
      jumpUrl: "https://example.com/r",
      endTime: "2030-01-01 12:00:00",
    });
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.CALL_TO_ACTION, body: { list } }]);
    expect(await runCli(["cta", DEMO.number, DEMO.mainRoom, "--clear"], env, io())).toBe(EXIT.ok);
    expect(pushes(await viewer.next())).toEqual([{ op: TOPICS.CALL_TO_ACTION, body: { list: [] } }]);
    expect((await t.api<CallToActionListDTO>(tools, bearer(writer.accessToken))).body.data.list).toEqual([]);
    viewer.close();
  });

  it.each([
    {
      why: "a wrong token",
      argv: ["--token", "wrong-token-0123456789", "stop", "10001", "20001"],
      exit: EXIT.failed,
      error: /refused the admin token/,
    },
    { why: "an unknown room", argv: ["stop", "10001", "nope"], exit: EXIT.failed, error: /code 151002/ },
    { why: "a usage mistake", argv: ["stop", "10001"], exit: EXIT.usage, error: /stop takes 2 arguments[\s\S]*Usage:/ },
  ])("exits non-zero on $why", async ({ argv, exit, error }) => {
    const out = io(t.server.admin.token);
    expect(await runCli(["--url", t.url, ...argv], {}, out)).toBe(exit);
    expect(out.errors.join("\n")).toMatch(error);
    expect(out.lines).toEqual([]);
  });

  it("exits 1 when the server cannot be reached and 2 without any token", async () => {
    const unreachable = io("token");
    expect(await runCli(["--url", "http://127.0.0.1:1", "stop", "10001", "20001"], {}, unreachable)).toBe(EXIT.failed);
    expect(unreachable.errors[0]).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:1/);
    const tokenless = io(null);
    expect(await runCli(["--url", t.url, "stop", "10001", "20001"], {}, tokenless)).toBe(EXIT.usage);
    expect(tokenless.errors[0]).toMatch(/No admin token/);
  });

  it("prints the usage for --help and exits 0", async () => {
    const out = io();
    expect(await runCli(["--help"], {}, out)).toBe(EXIT.ok);
    expect(out.lines[0]).toMatch(/^ {2}go-live <event> <room>$/m);
  });

  it("screen, board, layout, loop and stock-empty change the room and push their topics", async () => {
    const env = { LIVEHALL_URL: t.url, LIVEHALL_ADMIN_TOKEN: t.server.admin.token };
    const viewer = await joinedClient(t, [
      TOPICS.PUSH_LIVE_STATUS,
      TOPICS.LIVE_STATUS,
      TOPICS.BOARD_STREAM_STATUS,
      TOPICS.ROOM_LAYOUT,
      TOPICS.LOOP_PLAYBACK,
    ]);
    /** The next `count` pushes (the server may batch several into one frame). */
    const received = async (count = 1): Promise<ReturnType<typeof pushes>> => {
      const got: ReturnType<typeof pushes> = [];
      while (got.length < count) got.push(...pushes(await viewer.next()));
      return got;
    };
    const cli = async (...argv: string[]): Promise<string[]> => {
      const out = io();
      expect(await runCli(argv, env, out)).toBe(EXIT.ok);
      return out.lines;
    };
    try {
      expect(await cli("screen", DEMO.number, DEMO.mainRoom, "stop")).toEqual([
        "Screen screen-20001-1 of live://event-10001/room-20001: push status 1, PUSH_LIVE_STATUS and LIVE_STATUS pushed (1 connected to this server)",
      ]);
      expect(await received(2)).toEqual([
        { op: TOPICS.PUSH_LIVE_STATUS, body: { pushStatus: 1 } },
        { op: TOPICS.LIVE_STATUS, body: { liveStatus: 1 } },
      ]);
      expect((await cli("screen", DEMO.number, DEMO.mainRoom, "stop", "--screen", "screen-20001-1"))[0]).toMatch(/nothing pushed/);
      await cli("screen", DEMO.number, DEMO.mainRoom, "start");
      expect(await received(2)).toEqual([
        { op: TOPICS.PUSH_LIVE_STATUS, body: { pushStatus: 2 } },
        { op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } },
      ]);

      expect(await cli("board", DEMO.number, DEMO.mainRoom, "start")).toEqual([
        "Board of live://event-10001/room-20001: push status 2, BOARD_STREAM_STATUS pushed (1 connected to this server)",
      ]);
      const [board] = await received();
      expect(board?.op).toBe(TOPICS.BOARD_STREAM_STATUS);
      expect(board?.body).toMatchObject({
        pushStatus: 2,
        boardsPlayUrl: expect.stringMatching(/\/media\/live\/room-20001-board\/720p\/index\.m3u8\?expires=/) as unknown,
      });
      // go-live / stop set the screens only: the board keeps pushing.
      await cli("stop", DEMO.number, DEMO.mainRoom);
      expect(await received()).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 1 } }]);
      const board2 = await t.api<{ pushStatus: number }>(
        `${API_PREFIX}${API_PATHS.boardPlayAddr(DEMO.id)}?roomId=${DEMO.mainRoom}&protocol=HLS`,
        bearer((await demoTokens(t)).accessToken),
      );
      expect(board2.body.data.pushStatus).toBe(2);
      await cli("go-live", DEMO.number, DEMO.mainRoom);
      await received();
      await cli("board", DEMO.number, DEMO.mainRoom, "stop");
      expect(await received()).toEqual([{ op: TOPICS.BOARD_STREAM_STATUS, body: { pushStatus: 0, boardsPlayUrl: "" } }]);

      expect(await cli("layout", DEMO.number, DEMO.mainRoom, "2")).toEqual([
        "Layout of live://event-10001/room-20001: 2, ROOM_LAYOUT pushed (1 connected to this server)",
      ]);
      expect(await received()).toEqual([{ op: TOPICS.ROOM_LAYOUT, body: { layoutFlag: 2 } }]);
      const init = await t.api<{ layoutFlag: number }>(
        `/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`,
        bearer((await demoTokens(t)).accessToken),
      );
      expect(init.body.data.layoutFlag).toBe(2);
      await cli("layout", DEMO.number, DEMO.mainRoom, "3");
      await received();

      expect(await cli("loop", DEMO.number, DEMO.mainRoom, "on")).toEqual([
        "Loop playback of live://event-10001/room-20001: 1, LOOP_PLAYBACK pushed (1 connected to this server)",
      ]);
      expect(await received()).toEqual([{ op: TOPICS.LOOP_PLAYBACK, body: { videoLoopPlaybackFlag: 1 } }]);
      await cli("loop", DEMO.number, DEMO.mainRoom, "off");
      await received();

      expect(await cli("stock-empty", DEMO.number, DEMO.mainRoom, "on")).toEqual([
        "Stock of live://event-10001/room-20001: empty (play calls answer 150023)",
      ]);
      expect(await cli("stock-empty", DEMO.number, DEMO.mainRoom, "off")).toEqual(["Stock of live://event-10001/room-20001: available"]);
    } finally {
      viewer.close();
    }
  });

  it("refuses a screen or board the room does not have (exit 1, 404)", async () => {
    const env = { LIVEHALL_URL: t.url, LIVEHALL_ADMIN_TOKEN: t.server.admin.token };
    const screen = io();
    expect(await runCli(["screen", DEMO.number, DEMO.mainRoom, "start", "--screen", "nope"], env, screen)).toBe(EXIT.failed);
    expect(screen.errors[0]).toMatch(/HTTP 404.*Unknown screen nope/);
    const board = io();
    expect(await runCli(["board", DEMO.number, DEMO.seminarRoom, "start"], env, board)).toBe(EXIT.failed);
    expect(board.errors[0]).toMatch(/HTTP 404.*no board/);
  });
});
