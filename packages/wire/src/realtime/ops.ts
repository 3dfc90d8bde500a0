/**
 * The operations of goim's wire protocol (the `op` field of a packet header), numbered as goim
 * numbers them so Livehall's server and client interoperate with goim's own comet server and
 * clients. Pushed messages carry a topic id (see `TOPICS`) as their op instead.
 */
export const OP = {
  /** Handshake (goim's TCP transport; unused over websocket). */
  HANDSHAKE: 0,
  /** Reply to a handshake. */
  HANDSHAKE_REPLY: 1,
  /** Client heartbeat, every 30 s once authenticated; empty body. */
  HEARTBEAT: 2,
  /** Reply to a heartbeat; body = the room's online count as a big-endian int32. */
  HEARTBEAT_REPLY: 3,
  /** Client message to the server (goim's test op). */
  SEND_MSG: 4,
  /** Reply to a sent message. */
  SEND_MSG_REPLY: 5,
  /** The server is about to disconnect the client. */
  DISCONNECT_REPLY: 6,
  /** First client packet: JSON body `AuthBody`. */
  AUTH: 7,
  /** Auth accepted (empty body); Livehall also sends it with `{"code":"401"}` before closing on rejection. */
  AUTH_REPLY: 8,
  /** Batch: the body is one or more complete packets back to back. */
  RAW: 9,
  /** goim-internal: a proto is ready to be written. */
  PROTO_READY: 10,
  /** goim-internal: the channel is finished. */
  PROTO_FINISH: 11,
  /** Move to another room; body = the new room channel id as UTF-8 text. */
  CHANGE_ROOM: 12,
  /** Reply to a change of room (seq echoed). */
  CHANGE_ROOM_REPLY: 13,
  /** Subscribe to more topics; body = comma-separated topic ids ("20005,20105"). */
  SUB: 14,
  /** Reply to a subscribe (seq echoed). */
  SUB_REPLY: 15,
  /** Unsubscribe from topics; body = comma-separated topic ids. */
  UNSUB: 16,
  /** Reply to an unsubscribe (seq echoed). */
  UNSUB_REPLY: 17,
} as const;

/** The name of one goim operation. */
export type OpName = keyof typeof OP;

/** One goim operation number. */
export type Op = (typeof OP)[OpName];

/** What a client may send to the server; anything else is rejected as "unknown-op". */
export const CLIENT_OPS: ReadonlySet<number> = new Set<number>([OP.HEARTBEAT, OP.AUTH, OP.CHANGE_ROOM, OP.SUB, OP.UNSUB]);

/**
 * The protocol replies Livehall's server sends (besides pushes, whose op is a topic id); a client
 * decodes with these plus the topic ids it accepts.
 */
export const SERVER_OPS: ReadonlySet<number> = new Set<number>([
  OP.HEARTBEAT_REPLY,
  OP.AUTH_REPLY,
  OP.RAW,
  OP.CHANGE_ROOM_REPLY,
  OP.SUB_REPLY,
  OP.UNSUB_REPLY,
]);
