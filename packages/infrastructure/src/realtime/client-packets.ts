import { OP, PROTOCOL_VERSION, encodePacket, jsonBody, roomChannelId, textBody, topicListBody, type AuthBody } from "@livehall/wire";

/** The platform a browser viewer authenticates as (goim's auth `platform`). */
export const WEB_PLATFORM = "web";

const packet = (op: number, seq: number, body: Uint8Array = new Uint8Array(0)): Uint8Array<ArrayBuffer> =>
  encodePacket({ ver: PROTOCOL_VERSION, op, seq, body });

/** Op 7, the first packet: the viewer's token as key, the room's channel id and the topics to receive. */
export function authPacket(
  seq: number,
  auth: { eventId: string; roomId: string; token: string; accepts: readonly number[] },
): Uint8Array<ArrayBuffer> {
  const body: AuthBody = {
    mid: 0,
    key: auth.token,
    room_id: roomChannelId(auth.eventId, auth.roomId),
    platform: WEB_PLATFORM,
    accepts: [...auth.accepts],
  };
  return packet(OP.AUTH, seq, jsonBody(body));
}

/** Op 2, empty body. */
export function heartbeatPacket(seq: number): Uint8Array<ArrayBuffer> {
  return packet(OP.HEARTBEAT, seq);
}

/** Op 14 (subscribe) or 16 (unsubscribe): the topic ids comma-separated ("20005,20105"). */
export function topicsPacket(op: typeof OP.SUB | typeof OP.UNSUB, seq: number, topics: readonly number[]): Uint8Array<ArrayBuffer> {
  return packet(op, seq, topicListBody(topics));
}

/** Op 12: the new room's channel id as text. */
export function changeRoomPacket(seq: number, eventId: string, roomId: string): Uint8Array<ArrayBuffer> {
  return packet(OP.CHANGE_ROOM, seq, textBody(roomChannelId(eventId, roomId)));
}
