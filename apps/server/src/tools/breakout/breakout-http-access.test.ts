import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, breakoutPath, type BreakoutViewDTO } from "@livehall/wire";
import { DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const BREAKOUT = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/breakout`;
const NOT_ASSIGNED = { code: "100403", msg: "A breakout room the viewer is not assigned to" };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

const organiser = async (action: string, body: unknown): Promise<void> => {
  const answer = await t.api(`${BREAKOUT}/${action}`, body === null ? { method: "POST", headers: admin } : postJson(body, admin));
  expect(answer.body.code).toBe("200");
};

/** The room-scoped calls of decision 0042's attack: what the watch page asks of a room, a chat line and a tool list. */
const ROOM_CALLS: readonly [string, (viewer: TestViewer, room: string) => Promise<{ status: number; body: { code: string } }>][] = [
  ["watch-init", (viewer, room) => t.api(`/api${API_PATHS.watchInit(DEMO.id, room)}`, { headers: viewer.headers })],
  ["live-play-addr", (viewer, room) => t.api(`/api${API_PATHS.livePlayAddr(DEMO.id, room)}`, { headers: viewer.headers })],
  ["watch-medias", (viewer, room) => t.api(`/api${API_PATHS.watchMedias(DEMO.id, room)}`, { headers: viewer.headers })],
  ["chat history", (viewer, room) => t.api(`/api${API_PATHS.chats(DEMO.id, room)}`, { headers: viewer.headers })],
  ["chat send", (viewer, room) => t.api(`/api${API_PATHS.chats(DEMO.id, room)}`, postJson({ content: `hello ${room}` }, viewer.headers))],
  ["vote list (a tool call)", (viewer, room) => t.api(`/api/events/${DEMO.id}/rooms/${room}/votes`, { headers: viewer.headers })],
];

describe("a breakout room's HTTP calls answer only the viewers assigned to it (decision 0042)", () => {
  it("refuses B's calls to a viewer assigned to A, serves A's, and serves the main room again once closed", async () => {
    const inA = await anonymousViewer(t, "In A");
    await organiser("open", { rooms: 2 });
    await organiser("assign", { moves: [{ liveUserId: inA.audienceId, roomNumber: "20011" }] });

    for (const [name, call] of ROOM_CALLS) {
      const refused = await call(inA, "20012");
      expect([name, refused.status, refused.body]).toEqual([name, 200, NOT_ASSIGNED]);
      // By room id as well as by number (decision 0003).
      expect([name, (await call(inA, "room-20012")).body.code]).toEqual([name, "100403"]);
      expect([name, (await call(inA, "20011")).body.code]).toEqual([name, "200"]);
      expect([name, (await call(inA, DEMO.mainRoom)).body.code]).toEqual([name, "200"]);
    }
    // Nothing was written into B by the refused chat line.
    expect(await t.query("select id from chat_messages where room_id = ?", ["room-20012"])).toEqual([]);

    await organiser("close", null);
    for (const [name, call] of ROOM_CALLS) {
      expect([name, (await call(inA, "20011")).body.code]).toEqual([name, "100403"]);
      expect([name, (await call(inA, DEMO.mainRoom)).body.code]).toEqual([name, "200"]);
    }
  });

  it("refuses a viewer never assigned, in an open breakout and a closed one; ordinary rooms stay open", async () => {
    const stranger = await anonymousViewer(t, "Stranger");
    for (const room of ["20011", "20013"]) expect((await ROOM_CALLS[0]![1](stranger, room)).body.code).toBe("100403");
    await organiser("open", { rooms: 3 });
    for (const room of ["20011", "20012", "20013"]) expect((await ROOM_CALLS[0]![1](stranger, room)).body.code).toBe("100403");
    for (const room of [DEMO.mainRoom, DEMO.seminarRoom]) expect((await ROOM_CALLS[0]![1](stranger, room)).body.code).toBe("200");
    await organiser("close", null);
  });

  it("still answers the breakout state in a breakout room: it tells a refused page where to go", async () => {
    const viewer = await anonymousViewer(t);
    const answer = await t.api<BreakoutViewDTO>(`/api${breakoutPath(DEMO.id, "20012")}`, { headers: viewer.headers });
    expect(answer.body.code).toBe("200");
    expect(answer.body.data).toMatchObject({ openFlag: 0, assignedRoomId: "", mainRoomNumber: DEMO.mainRoom });
  });
});
