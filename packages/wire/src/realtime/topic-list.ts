import { PacketError, readTextBody, textBody, type Packet } from "./packet";

/** The body of a subscribe (op 14) or unsubscribe (op 16): topic ids separated by commas ("20005,20105"). */
export function topicListBody(topicIds: readonly number[]): Uint8Array {
  return textBody(topicIds.join(","));
}

const INT32_TEXT = /^-?\d{1,10}$/;

/**
 * The topic ids of a subscribe or unsubscribe body; an empty body (or only blanks) names none.
 * Blanks around ids are ignored. Throws `PacketError` "bad-body" when an entry is not an int32.
 */
export function readTopicListBody(packet: Packet): number[] {
  const text = readTextBody(packet).trim();
  if (text === "") return [];
  return text.split(",").map((entry) => {
    const trimmed = entry.trim();
    const value = INT32_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!(value >= -0x80000000 && value <= 0x7fffffff)) {
      throw new PacketError("bad-body", `op ${packet.op} body entry ${JSON.stringify(trimmed)} is not an op number`);
    }
    return value;
  });
}
