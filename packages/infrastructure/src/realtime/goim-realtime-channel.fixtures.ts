import { FakeClock } from "@livehall/application/testing";
import type { RealtimeProtocolError, RealtimeStatus, RoomPush } from "@livehall/application";
import { OP, PROTOCOL_VERSION, encodePacket } from "@livehall/wire";
import { fakeWebSockets } from "../testing/fake-websocket";
import { GoimRealtimeChannel } from "./goim-realtime-channel";

export const URL = "ws://live.test/sub";
export const PARAMS = { url: URL, eventId: "e-1", roomId: "r-1", token: "access-1", accepts: [20005, 20232] } as const;
export const HEARTBEAT = 30_000;
export const DELAY = 15_000;

export const packet = (op: number, body: Uint8Array = new Uint8Array(0), seq = 0) => ({ ver: PROTOCOL_VERSION, op, seq, body });
export const bytes = (op: number, body?: Uint8Array) => encodePacket(packet(op, body));
export const AUTH_OK = bytes(OP.AUTH_REPLY);

export function setup() {
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
export function loseAndWait(clock: FakeClock, sockets: ReturnType<typeof fakeWebSockets>): void {
  sockets.last().serverCloses();
  clock.advance(DELAY);
}
