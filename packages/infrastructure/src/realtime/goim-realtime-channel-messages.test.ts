import { describe, expect, it } from "vitest";
import { OP, encodeBatch, jsonBody, textBody } from "@livehall/wire";
import { DELAY, packet, bytes, setup } from "./goim-realtime-channel.fixtures";

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
