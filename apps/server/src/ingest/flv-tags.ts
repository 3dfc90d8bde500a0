/** An FLV file header is 9 bytes, followed by the 4-byte size of the (absent) previous tag. */
export const FLV_HEADER_BYTES = 13;
const TAG_HEADER_BYTES = 11;
const PREVIOUS_SIZE_BYTES = 4;
const AUDIO = 8;
const VIDEO = 9;
const SCRIPT = 18;

/** One whole FLV tag as it came (header, data and its trailing previous-tag size), and what a joining reader needs to know of it. */
export interface FlvTag {
  readonly bytes: Buffer;
  /** A video key frame: a joining reader starts here. */
  readonly keyFrame: boolean;
  /** A sequence header (AVC decoder configuration, AAC audio specific config) or the metadata: every reader needs the latest of each. */
  readonly header: "video" | "audio" | "metadata" | null;
}

/**
 * Cuts an FLV byte stream (ffmpeg's `-f flv` output of a push) into whole tags, whatever the chunk
 * boundaries. It reads only the tag headers and the first bytes of each tag's data, to know key frames
 * and sequence headers; the bytes themselves pass on unchanged (nothing is muxed here). A stream that
 * is not FLV, or a tag larger than `maxTagBytes`, stops it: {@link failed} says why.
 */
export class FlvTagReader {
  private pending: Buffer = Buffer.alloc(0);
  private headerSeen = false;
  /** The FLV header (with the first previous-tag size) once read. */
  fileHeader: Buffer | null = null;
  failed: string | null = null;

  constructor(private readonly maxTagBytes = 16 * 1024 * 1024) {}

  /** The whole tags `chunk` completes. */
  push(chunk: Buffer): FlvTag[] {
    if (this.failed) return [];
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const tags: FlvTag[] = [];
    if (!this.headerSeen) {
      if (this.pending.length < FLV_HEADER_BYTES) return tags;
      if (this.pending.toString("latin1", 0, 3) !== "FLV") {
        this.failed = "not an FLV stream";
        return tags;
      }
      this.fileHeader = Buffer.from(this.pending.subarray(0, FLV_HEADER_BYTES));
      this.pending = this.pending.subarray(FLV_HEADER_BYTES);
      this.headerSeen = true;
    }
    for (;;) {
      if (this.pending.length < TAG_HEADER_BYTES) break;
      const dataSize = this.pending.readUIntBE(1, 3);
      const whole = TAG_HEADER_BYTES + dataSize + PREVIOUS_SIZE_BYTES;
      if (whole > this.maxTagBytes) {
        this.failed = `an FLV tag of ${whole} bytes`;
        break;
      }
      if (this.pending.length < whole) break;
      const bytes = Buffer.from(this.pending.subarray(0, whole));
      this.pending = this.pending.subarray(whole);
      tags.push(describe(bytes, dataSize));
    }
    return tags;
  }
}

function describe(bytes: Buffer, dataSize: number): FlvTag {
  const type = bytes[0] ?? 0;
  const first = dataSize > 0 ? (bytes[TAG_HEADER_BYTES] ?? 0) : 0;
  const second = dataSize > 1 ? (bytes[TAG_HEADER_BYTES + 1] ?? 0) : 0;
  if (type === SCRIPT) return { bytes, keyFrame: false, header: "metadata" };
  if (type === VIDEO) {
    // FrameType in the high nibble (1 = key frame); for AVC (codec 7) the next byte 0 is the sequence header.
    const avcSequenceHeader = (first & 0x0f) === 7 && second === 0;
    return { bytes, keyFrame: first >> 4 === 1 && !avcSequenceHeader, header: avcSequenceHeader ? "video" : null };
  }
  if (type === AUDIO) {
    // SoundFormat 10 (AAC) with AACPacketType 0 is the audio specific config.
    return { bytes, keyFrame: false, header: first >> 4 === 10 && second === 0 ? "audio" : null };
  }
  return { bytes, keyFrame: false, header: null };
}
