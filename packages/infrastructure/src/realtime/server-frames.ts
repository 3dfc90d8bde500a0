import { readJsonBody, type Packet } from "@livehall/wire";

/**
 * The bytes of a websocket message, or null when it is not binary (goim speaks binary frames
 * only). The channel asks for ArrayBuffers; views are taken as they are.
 */
export function frameBytes(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/**
 * Whether an auth reply (op 8) turns the auth down. goim's acceptance has an empty body; Livehall's
 * server sends `{"code":"401"}` before closing a rejected one (a JSON body with any `code` but
 * "200" counts). Throws the codec's PacketError "bad-body" for a body that is not JSON.
 */
export function authRejection(packet: Packet): boolean {
  if (packet.body.byteLength === 0) return false;
  const body = readJsonBody(packet);
  if (typeof body !== "object" || body === null || !("code" in body)) return false;
  const { code } = body;
  return !(code === "200" || code === 200);
}
