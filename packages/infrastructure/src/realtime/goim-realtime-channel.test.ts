import { describe, expect, it } from "vitest";
import { FakeClock } from "@livehall/application/testing";
import type { RealtimeProtocolError, RealtimeStatus, RoomPush } from "@livehall/application";
import { OP, PROTOCOL_VERSION, encodeBatch, encodePacket, int32Body, jsonBody, textBody } from "@livehall/wire";
import { fakeWebSockets } from "../testing/fake-websocket";
import { GoimRealtimeChannel } from "./goim-realtime-channel";

const URL = "ws://live.test/sub";
const PARAMS = { url: URL, eventId: "e-1", roomId: "r-1", token: "access-1", accepts: [20005, 20232] } as const;
const HEARTBEAT = 30_000;
const DELAY = 15_000;

const packet = (op: number, body: Uint8Array = new Uint8Array(0), seq = 0) => ({ ver: PROTOCOL_VERSION, op, seq, body });
const bytes = (op: number, body?: Uint8Array) => encodePacket(packet(op, body));
const AUTH_OK = bytes(OP.AUTH_REPLY);

function setup() {
  const clock = new FakeClock();
  const sockets = fakeWebSockets();
  const channel = new GoimRealtimeChannel(sockets.open, clock, { random: () => 0 });
  const statuses: RealtimeStatus[] = [];
  const attempts: number[] = [];
  const online: number[] = [];
  const messages: RoomPush[] = [];
  const errors: RealtimeProtocolError[] = [];
  channel.status$.subscribe((status) => statuses.push(status));
  channel.attemptsLeft$.subscribe((left) => attempts.push(left));
  channel.online$.subscribe((count) => online.push(count));
  channel.pushes$.subscribe((push) => messages.push(push));
  channel.protocolErrors$.subscribe((error) => errors.push(error));
  /** Connects, opens the socket and accepts the auth. */
  const connectOpen = () => {
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    sockets.last().serverSends(AUTH_OK);
    return sockets.last();
  };
  return { clock, sockets, channel, statuses, attempts, online, messages, errors, connectOpen };
}

/** The current socket is lost, and the next one is opened 15 s later. */
function loseAndWait(clock: FakeClock, sockets: ReturnType<typeof fakeWebSockets>): void {
  sockets.last().serverCloses();
  clock.advance(DELAY);
}

describe("GoimRealtimeChannel: auth", () => {
  it("opens a binary socket to the address and sends the auth first", () => {
    const { channel, sockets, statuses } = setup();
    channel.connect(PARAMS);
    const socket = sockets.last();
    expect([socket.url, socket.binaryType]).toEqual([URL, "arraybuffer"]);
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    expect(socket.sentOps).toEqual([OP.AUTH]);
    expect(socket.sentJson(0)).toEqual({ mid: 0, key: "access-1", room_id: "live://e-1/r-1", platform: "web", accepts: [20005, 20232] });
    expect(statuses).toEqual(["idle", "connecting"]);
  });

  it("is open once the server accepts the auth (empty op 8)", () => {
    const { statuses, connectOpen } = setup();
    connectOpen();
    expect(statuses).toEqual(["idle", "connecting", "open"]);
  });

  it.each([
    ["401", { code: "401" }],
    ["a numeric code", { code: 403 }],
  ])("gives up without reconnecting when the auth is rejected (op 8 with code %s)", (_case, body) => {
    const { channel, sockets, clock, statuses } = setup();
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    sockets.last().serverSends(bytes(OP.AUTH_REPLY, jsonBody(body)));
    sockets.last().serverCloses();
    clock.advance(10 * DELAY);
    expect(statuses.at(-1)).toBe("failed");
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last().closed).toBe(true);
    expect(clock.pending).toBe(0);
  });
});

describe("GoimRealtimeChannel: heartbeat", () => {
  it("sends no heartbeat before the auth is accepted", () => {
    const { channel, sockets, clock } = setup();
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    clock.advance(3 * HEARTBEAT);
    expect(sockets.last().sentOps).toEqual([OP.AUTH]);
  });

  it("beats at once after op 8, then every 30 s", () => {
    const { clock, connectOpen } = setup();
    const socket = connectOpen();
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    clock.advance(HEARTBEAT - 1);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    clock.advance(1);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT, OP.HEARTBEAT]);
    clock.advance(2 * HEARTBEAT);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT, OP.HEARTBEAT, OP.HEARTBEAT, OP.HEARTBEAT]);
    expect(socket.sent.map((sent) => sent.body.byteLength).slice(1)).toEqual([0, 0, 0, 0]);
  });

  it("numbers what it sends", () => {
    const { clock, connectOpen } = setup();
    const socket = connectOpen();
    clock.advance(HEARTBEAT);
    expect(socket.sent.map((sent) => sent.seq)).toEqual([1, 2, 3]);
  });

  it("reports the room's online count from each heartbeat reply (op 3)", () => {
    const { online, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, int32Body(1234)));
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, int32Body(1235)));
    expect(online).toEqual([1234, 1235]);
  });

  it("a heartbeat reply without a 4-byte count is reported, not fatal", () => {
    const { online, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, new Uint8Array([1, 2])));
    expect(online).toEqual([]);
    expect(errors).toEqual([{ reason: "bad-body", op: OP.HEARTBEAT_REPLY }]);
    expect([statuses.at(-1), socket.closed]).toEqual(["open", false]);
  });
});

describe("GoimRealtimeChannel: messages", () => {
  it("dispatches every packet of an op 9 batch, in order, read into the application's words", () => {
    const { messages, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(
      encodeBatch([
        packet(20005, jsonBody({ liveStatus: 2 })),
        packet(20232, jsonBody({ watchNumber: 12_345 })),
        packet(20316, jsonBody({ messageId: "1", liveUserId: "u-1", nickName: "Ada", content: "hi", sendTime: 5 })),
      ]),
    );
    expect(messages).toEqual([
      { kind: "liveStatusChanged", liveStatus: 2 },
      { kind: "watchNumberChanged", watchNumber: 12_345 },
      { kind: "chatMessage", message: { messageId: 1, viewerId: "u-1", nickname: "Ada", content: "hi", sendTime: 5 } },
    ]);
  });

  it("dispatches a single push whose op is the topic (goim's push to one key)", () => {
    const { messages, connectOpen } = setup();
    connectOpen().serverSends(bytes(20108, jsonBody({ announcementEvent: 1, content: "welcome" })));
    expect(messages).toEqual([{ kind: "announcementChanged", event: 1, content: "welcome" }]);
  });

  it("drops and reports a push whose body the topic cannot use, keeping the others and the socket", () => {
    const { messages, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(
      encodeBatch([
        packet(20317, jsonBody({ fabulousNumber: "many" })),
        packet(20316, jsonBody({ messageId: "m-1", content: "hi" })),
        packet(20317, jsonBody({ fabulousNumber: 4 })),
      ]),
    );
    expect(messages).toEqual([{ kind: "likeCountChanged", total: 4 }]);
    expect(errors).toEqual([
      { reason: "bad-push", op: 20317 },
      { reason: "bad-push", op: 20316 },
    ]);
    expect([statuses.at(-1), socket.closed]).toEqual(["open", false]);
  });

  it("skips and reports an inner packet whose body is not JSON, keeping the others and the socket", () => {
    const { messages, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(
      encodeBatch([
        packet(20005, jsonBody({ liveStatus: 1 })),
        packet(20232, textBody("{oops")),
        packet(20317, jsonBody({ fabulousNumber: 3 })),
      ]),
    );
    expect(messages.map((message) => message.kind)).toEqual(["liveStatusChanged", "likeCountChanged"]);
    expect(errors).toEqual([{ reason: "bad-body", op: 20232 }]);
    expect([statuses.at(-1), socket.closed]).toEqual(["open", false]);
  });

  it("ignores the replies to subscribe, unsubscribe and change room", () => {
    const { messages, errors, connectOpen } = setup();
    const socket = connectOpen();
    for (const op of [OP.SUB_REPLY, OP.UNSUB_REPLY, OP.CHANGE_ROOM_REPLY]) socket.serverSends(bytes(op));
    expect([messages, errors]).toEqual([[], []]);
  });

  it("accepts pushes of a topic it asked for outside the shared table, and drops them unreported (the client reads none)", () => {
    const { channel, messages, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    channel.subscribe([1000]);
    socket.serverSends(bytes(1000, jsonBody("goim test")));
    socket.serverSends(bytes(20005, jsonBody({ liveStatus: 1 })));
    expect([messages, errors]).toEqual([[{ kind: "liveStatusChanged", liveStatus: 1 }], []]);
    expect([statuses.at(-1), socket.closed]).toEqual(["open", false]);
  });
});

describe("GoimRealtimeChannel: malformed packets", () => {
  const good = bytes(20005, jsonBody({ liveStatus: 2 }));
  const longer = new Uint8Array(good.length + 3);
  longer.set(good);
  const badInner = encodeBatch([packet(20005, jsonBody({ liveStatus: 2 }))]);
  badInner[16 + 3] = 200; // the inner packet claims more bytes than the batch holds
  const badHeader = good.slice();
  badHeader[5] = 12;

  it.each([
    ["a truncated packet", good.slice(0, 10), "truncated"],
    ["a packet with trailing bytes", longer, "bad-length"],
    ["a header length that is not 16", badHeader, "bad-header-length"],
    ["an unknown op", bytes(4242, jsonBody({})), "unknown-op"],
    ["a client-only op", bytes(OP.AUTH, jsonBody({})), "unknown-op"],
    ["a batch whose inner lengths disagree", badInner, "bad-length"],
    ["an auth reply that is not JSON", bytes(OP.AUTH_REPLY, textBody("nope")), "bad-body"],
  ])("%s is reported, the socket closed and a reconnect follows", (_case, frame, reason) => {
    const { clock, sockets, messages, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(frame);
    expect(errors.map((error) => error.reason)).toEqual([reason]);
    expect(messages).toEqual([]);
    expect([socket.closed, statuses.at(-1)]).toEqual([true, "reconnecting"]);
    clock.advance(DELAY);
    expect(sockets.sockets).toHaveLength(2);
  });

  it("a text frame is reported as a bad frame and reconnects", () => {
    const { errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSendsText("hello");
    expect(errors).toEqual([{ reason: "bad-frame" }]);
    expect([socket.closed, statuses.at(-1)]).toEqual([true, "reconnecting"]);
  });
});

describe("GoimRealtimeChannel: reconnect (§9: 10 times, 15 s apart)", () => {
  it("reconnects 15 s after a close, with the heartbeat stopped meanwhile", () => {
    const { clock, sockets, statuses, attempts, connectOpen } = setup();
    const first = connectOpen();
    first.serverCloses();
    expect(statuses.at(-1)).toBe("reconnecting");
    expect(attempts).toEqual([10, 9]);
    clock.advance(DELAY - 1);
    expect(sockets.sockets).toHaveLength(1);
    expect(first.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    clock.advance(1);
    expect(sockets.sockets).toHaveLength(2);
    sockets.last().serverOpens();
    expect(sockets.last().sentOps).toEqual([OP.AUTH]);
    sockets.last().serverSends(AUTH_OK);
    expect(statuses.at(-1)).toBe("open");
  });

  it("counts an error followed by its close as one lost connection", () => {
    const { attempts, clock, sockets, connectOpen } = setup();
    connectOpen().fails();
    expect(attempts).toEqual([10, 9]);
    clock.advance(DELAY);
    expect(sockets.sockets).toHaveLength(2);
  });

  it("tries 10 times after the first connection, then destroys the connection for good", () => {
    const { channel, clock, sockets, statuses, attempts } = setup();
    channel.connect(PARAMS);
    for (let attempt = 1; attempt <= 10; attempt++) loseAndWait(clock, sockets);
    expect(sockets.sockets).toHaveLength(11);
    expect(statuses.at(-1)).toBe("reconnecting");
    sockets.last().serverCloses();
    expect(attempts).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(statuses.at(-1)).toBe("failed");
    clock.advance(100 * DELAY);
    expect(sockets.sockets).toHaveLength(11);
    expect(clock.pending).toBe(0);
    expect(sockets.sockets.every((socket) => socket.closed)).toBe(true);
  });

  it("has all 10 attempts again after an accepted auth", () => {
    const { channel, clock, sockets, statuses, attempts } = setup();
    channel.connect(PARAMS);
    for (let attempt = 1; attempt <= 5; attempt++) loseAndWait(clock, sockets);
    sockets.last().serverOpens();
    sockets.last().serverSends(AUTH_OK);
    expect(attempts.at(-1)).toBe(10);
    for (let attempt = 1; attempt <= 10; attempt++) loseAndWait(clock, sockets);
    expect(statuses.at(-1)).toBe("reconnecting");
    sockets.last().serverCloses();
    expect(statuses.at(-1)).toBe("failed");
    expect(sockets.sockets).toHaveLength(1 + 5 + 10);
  });

  it("an open socket whose auth was never accepted does not reset the attempts", () => {
    const { channel, clock, sockets, attempts } = setup();
    channel.connect(PARAMS);
    loseAndWait(clock, sockets);
    sockets.last().serverOpens();
    sockets.last().serverCloses();
    expect(attempts).toEqual([10, 9, 8]);
  });

  it("counts an address the runtime refuses like a failed connection", () => {
    const clock = new FakeClock();
    let opened = 0;
    const channel = new GoimRealtimeChannel(
      () => {
        opened += 1;
        throw new SyntaxError("bad url");
      },
      clock,
      { random: () => 0 },
    );
    const statuses: RealtimeStatus[] = [];
    channel.status$.subscribe((status) => statuses.push(status));
    channel.connect({ ...PARAMS, url: "not a url" });
    clock.advance(11 * DELAY);
    expect(opened).toBe(11);
    expect(statuses.at(-1)).toBe("failed");
  });

  it("re-subscribes after a reconnect: the auth carries the current topics and room", () => {
    const { channel, clock, sockets, connectOpen } = setup();
    connectOpen();
    channel.subscribe([20108, 20316]);
    channel.unsubscribe([20005]);
    channel.changeRoom("r-2");
    loseAndWait(clock, sockets);
    sockets.last().serverOpens();
    expect(sockets.last().sentJson(0)).toEqual({
      mid: 0,
      key: "access-1",
      room_id: "live://e-1/r-2",
      platform: "web",
      accepts: [20232, 20108, 20316],
    });
  });
});

describe("GoimRealtimeChannel: subscribe, unsubscribe, change room", () => {
  it("sends op 14 and 16 with comma-separated topics and op 12 with the new room's channel id", () => {
    const { channel, connectOpen } = setup();
    const socket = connectOpen();
    channel.subscribe([20108, 20316, 20005]);
    channel.unsubscribe([20005, 20232, 99]);
    channel.changeRoom("r-2");
    expect(socket.sentOps.slice(2)).toEqual([OP.SUB, OP.UNSUB, OP.CHANGE_ROOM]);
    expect([socket.sentText(2), socket.sentText(3), socket.sentText(4)]).toEqual(["20108,20316", "20005,20232", "live://e-1/r-2"]);
  });

  it("sends nothing for topics already in (or already out of) the set, or for the same room", () => {
    const { channel, connectOpen } = setup();
    const socket = connectOpen();
    channel.subscribe([20005]);
    channel.unsubscribe([20108]);
    channel.changeRoom("r-1");
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
  });

  it("sends what changed while the auth was on its way once it is accepted", () => {
    const { channel, sockets } = setup();
    channel.connect(PARAMS);
    const socket = sockets.last();
    socket.serverOpens();
    channel.subscribe([20108]);
    channel.unsubscribe([20005]);
    channel.changeRoom("r-2");
    expect(socket.sentOps).toEqual([OP.AUTH]);
    socket.serverSends(AUTH_OK);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.SUB, OP.UNSUB, OP.CHANGE_ROOM, OP.HEARTBEAT]);
    expect([socket.sentText(1), socket.sentText(2), socket.sentText(3)]).toEqual(["20108", "20005", "live://e-1/r-2"]);
  });

  it("remembers changes made while reconnecting for the next auth, sending nothing meanwhile", () => {
    const { channel, clock, sockets, connectOpen } = setup();
    const first = connectOpen();
    first.serverCloses();
    channel.subscribe([20317]);
    clock.advance(DELAY);
    sockets.last().serverOpens();
    expect(first.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    expect(sockets.last().sentJson(0)).toMatchObject({ accepts: [20005, 20232, 20317] });
  });
});

describe("GoimRealtimeChannel: close and connect again", () => {
  it("close ends the connection for good: closed, no heartbeat, no reconnect, late events ignored", () => {
    const { channel, clock, sockets, statuses, connectOpen } = setup();
    const socket = connectOpen();
    channel.close();
    expect([socket.closed, statuses.at(-1)]).toEqual([true, "closed"]);
    socket.serverCloses();
    clock.advance(10 * HEARTBEAT);
    expect(sockets.sockets).toHaveLength(1);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    expect(statuses.at(-1)).toBe("closed");
    expect(clock.pending).toBe(0);
  });

  it("close while waiting to reconnect cancels the attempt", () => {
    const { channel, clock, sockets, connectOpen } = setup();
    connectOpen().serverCloses();
    channel.close();
    clock.advance(DELAY);
    expect(sockets.sockets).toHaveLength(1);
  });

  it("connect again replaces the socket, the topics and the attempts", () => {
    const { channel, clock, sockets, attempts, messages, connectOpen } = setup();
    const first = connectOpen();
    first.serverCloses();
    channel.connect({ ...PARAMS, roomId: "r-3", accepts: [20108] });
    expect(attempts.at(-1)).toBe(10);
    const second = sockets.last();
    second.serverOpens();
    expect(second.sentJson(0)).toMatchObject({ room_id: "live://e-1/r-3", accepts: [20108] });
    first.serverSends(bytes(20005, jsonBody({ liveStatus: 2 })));
    clock.advance(DELAY);
    expect(sockets.sockets).toHaveLength(2);
    expect(messages).toEqual([]);
  });
});

describe("GoimRealtimeChannel: reconnect jitter and the online event (issue 11)", () => {
  it.each([
    [0, DELAY],
    [0.5, DELAY * 1.25],
  ])("with random %s the reconnect waits %s ms", (random, wait) => {
    const clock = new FakeClock();
    const sockets = fakeWebSockets();
    const channel = new GoimRealtimeChannel(sockets.open, clock, { random: () => random });
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    sockets.last().serverSends(AUTH_OK);
    sockets.last().serverCloses();
    clock.advance(wait - 1);
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets.sockets).toHaveLength(2);
    channel.close();
  });

  it("reconnects at once when the browser goes online while waiting, and stops listening on close", () => {
    const clock = new FakeClock();
    const sockets = fakeWebSockets();
    const listeners = new Set<() => void>();
    const online = {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const channel = new GoimRealtimeChannel(sockets.open, clock, { random: () => 0, online });
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    sockets.last().serverSends(AUTH_OK);
    // Online while connected: nothing happens.
    for (const listener of listeners) listener();
    expect(sockets.sockets).toHaveLength(1);
    sockets.last().serverCloses();
    clock.advance(1000);
    for (const listener of listeners) listener();
    expect(sockets.sockets).toHaveLength(2);
    expect(clock.pending).toBe(0);
    channel.close();
    expect(listeners.size).toBe(0);
  });
});
