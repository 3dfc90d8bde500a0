import { describe, expect, it } from "vitest";
import { FakeClock } from "@livehall/application/testing";
import type { RealtimeStatus } from "@livehall/application";
import { OP } from "@livehall/wire";
import { fakeWebSockets } from "../testing/fake-websocket";
import { GoimRealtimeChannel } from "./goim-realtime-channel";
import { PARAMS, DELAY, AUTH_OK, setup, loseAndWait } from "./goim-realtime-channel.fixtures";

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
