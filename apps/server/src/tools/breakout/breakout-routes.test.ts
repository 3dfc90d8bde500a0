import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OP, roomChannelId, TOPICS, breakoutPath, type BreakoutAdminDTO, type BreakoutBody, type BreakoutViewDTO } from "@livehall/wire";
import { joinedClient, pushes, type RealtimeTestClient } from "../../testing/realtime-client";
import { DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const BREAKOUT = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/breakout`;
const channel = (room: string): string => roomChannelId(DEMO.id, room);
const text = (body: Uint8Array): string => new TextDecoder().decode(body);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = admin) =>
  t.api<BreakoutAdminDTO>(path, body === null ? { method: "POST", headers } : postJson(body, headers));
const open = (rooms: number, allowReturnFlag: 0 | 1 = 0) => post(`${BREAKOUT}/open`, { rooms, allowReturnFlag });
const assign = (liveUserId: string, roomNumber: string) => post(`${BREAKOUT}/assign`, { moves: [{ liveUserId, roomNumber }] });
const close = () => post(`${BREAKOUT}/close`, null);
const view = (viewer: TestViewer, room: string = DEMO.mainRoom) =>
  t.api<BreakoutViewDTO>(`/api${breakoutPath(DEMO.id, room)}`, { headers: viewer.headers });

/** The next BREAKOUT push the client gets (other frames are skipped). */
async function nextBreakout(client: RealtimeTestClient): Promise<BreakoutBody> {
  for (;;) {
    const frame = await client.next();
    if (frame.op !== OP.RAW) continue;
    const push = pushes(frame).find((item) => item.op === TOPICS.BREAKOUT);
    if (push) return push.body as BreakoutBody;
  }
}

/** Sends op 12 into `room` and answers the op 13 reply's body as text. */
async function changeRoom(client: RealtimeTestClient, room: string, seq: number): Promise<string> {
  client.send(OP.CHANGE_ROOM, channel(room), seq);
  for (;;) {
    const frame = await client.next();
    if (frame.op === OP.CHANGE_ROOM_REPLY && frame.seq === seq) return text(frame.body);
  }
}

describe("breakout admin API: bad input answers a 4xx envelope", () => {
  it.each<[string, string, unknown, Record<string, string>, number, string]>([
    ["no admin token", `${BREAKOUT}/open`, { rooms: 1 }, {}, 401, "401"],
    ["no rooms", `${BREAKOUT}/open`, {}, admin, 400, "100400"],
    ["zero rooms", `${BREAKOUT}/open`, { rooms: 0 }, admin, 400, "100400"],
    ["rooms as text", `${BREAKOUT}/open`, { rooms: "2" }, admin, 400, "100400"],
    ["more rooms than defined", `${BREAKOUT}/open`, { rooms: 4 }, admin, 400, "100400"],
    [
      "a room without breakout rooms",
      `/api/admin/events/${DEMO.number}/rooms/${DEMO.seminarRoom}/breakout/open`,
      { rooms: 1 },
      admin,
      409,
      "100400",
    ],
    [
      "a breakout room named as the main room",
      `/api/admin/events/${DEMO.number}/rooms/20011/breakout/open`,
      { rooms: 1 },
      admin,
      400,
      "100400",
    ],
    ["an unknown room", `/api/admin/events/${DEMO.number}/rooms/nope/breakout/open`, { rooms: 1 }, admin, 200, "151002"],
    ["an unknown event", `/api/admin/events/99999/rooms/20001/breakout/open`, { rooms: 1 }, admin, 200, "151001"],
    ["assign without moves", `${BREAKOUT}/assign`, { moves: [] }, admin, 400, "100400"],
    ["assign a bad viewer id", `${BREAKOUT}/assign`, { moves: [{ liveUserId: "a/b", roomNumber: "20011" }] }, admin, 400, "100400"],
    ["assign while closed", `${BREAKOUT}/assign`, { moves: [{ liveUserId: "someone", roomNumber: "20011" }] }, admin, 409, "100400"],
  ])("%s", async (_name, path, body, headers, status, code) => {
    const answer = await post(path, body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });

  it("refuses moves into a room that is not open, and of someone who is not a viewer of the event", async () => {
    await open(2);
    const viewer = await anonymousViewer(t);
    for (const [liveUserId, roomNumber, field] of [
      [viewer.audienceId, "20013", "roomNumber"],
      [viewer.audienceId, "20002", "roomNumber"],
      ["nobody-at-all", "20011", "liveUserId"],
    ] as const) {
      const answer = await assign(liveUserId, roomNumber);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain(`moves.0.${field}`);
    }
    await close();
  });
});

describe("breakout rooms end to end", () => {
  it("opens, moves a viewer there and back, pushes each step and keeps the state for the viewer", async () => {
    const viewer = await anonymousViewer(t);
    const client = await joinedClient(t, [TOPICS.BREAKOUT], channel(DEMO.mainRoom), viewer.accessToken);

    const opened = await open(2, 1);
    expect(opened.body.data).toMatchObject({ openFlag: 1, allowReturnFlag: 1, mainRoomNumber: "20001" });
    expect(opened.body.data.rooms.map((room) => room.roomNumber)).toEqual(["20011", "20012"]);
    expect(await nextBreakout(client)).toMatchObject({ action: "open", openFlag: 1, mainRoomNumber: "20001", moves: [] });

    const assigned = await assign(viewer.audienceId, "20012");
    expect(assigned.body.data.rooms.find((room) => room.roomNumber === "20012")?.liveUserIds).toEqual([viewer.audienceId]);
    expect(await nextBreakout(client)).toMatchObject({
      action: "assign",
      moves: [{ liveUserId: viewer.audienceId, roomId: "room-20012", roomNumber: "20012" }],
    });
    expect((await view(viewer)).body.data).toMatchObject({ openFlag: 1, assignedRoomId: "room-20012", mainRoomId: "room-20001" });
    expect((await view(viewer, "20012")).body.data).toMatchObject({ openFlag: 1, assignedRoomId: "room-20012", mainRoomNumber: "20001" });

    // The viewer follows with op 12; the breakout room's pushes reach them there.
    expect(await changeRoom(client, "20012", 21)).toBe(channel("20012"));
    await close();
    expect(await nextBreakout(client)).toMatchObject({ action: "close", openFlag: 0, rooms: [] });
    expect((await view(viewer, "20012")).body.data).toMatchObject({ openFlag: 0, assignedRoomId: "" });
    // Back to the main room (always allowed).
    expect(await changeRoom(client, DEMO.mainRoom, 22)).toBe(channel(DEMO.mainRoom));
    client.close();
  });

  it("refuses op 12 into a breakout room the viewer was not assigned to (the attack), and auth straight into it", async () => {
    const mover = await anonymousViewer(t);
    const intruder = await anonymousViewer(t);
    const client = await joinedClient(t, [TOPICS.BREAKOUT], channel(DEMO.mainRoom), intruder.accessToken);
    await open(2);
    await assign(mover.audienceId, "20011");

    for (const [room, seq] of [
      ["20011", 31],
      ["room-20012", 32],
      ["20013", 33],
    ] as const) {
      expect(JSON.parse(await changeRoom(client, room, seq))).toEqual({ code: "100403" });
    }
    // Still in the main room: its pushes arrive.
    await t.server.hub.publish(channel("room-20011"), TOPICS.BREAKOUT, { marker: "breakout room" });
    await t.server.hub.publish(channel("room-20001"), TOPICS.BREAKOUT, { marker: "main room" });
    expect(await nextBreakout(client)).toEqual({ marker: "main room" });
    client.close();

    await expect(joinedClient(t, [], channel("20011"), intruder.accessToken)).rejects.toThrow(/100403/);
    const allowed = await joinedClient(t, [], channel("20011"), mover.accessToken);
    allowed.close();

    // Once closed, nobody enters a breakout room.
    await close();
    await expect(joinedClient(t, [], channel("20011"), mover.accessToken)).rejects.toThrow(/100403/);
  });

  it("the viewer's call needs the viewer's token", async () => {
    const answer = await t.api(`/api${breakoutPath(DEMO.id, DEMO.mainRoom)}`);
    expect(answer.status).toBe(401);
  });
});
