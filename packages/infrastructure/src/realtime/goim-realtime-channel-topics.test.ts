import { describe, expect, it } from "vitest";
import { OP, jsonBody } from "@livehall/wire";
import { PARAMS, HEARTBEAT, DELAY, bytes, AUTH_OK, setup } from "./goim-realtime-channel.fixtures";

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
