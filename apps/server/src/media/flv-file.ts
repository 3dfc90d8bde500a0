/** FLV tag types (FLV spec §E.4.1). */
export const FLV_TAG = { audio: 8, video: 9, script: 18 } as const;

/** One audio or video tag of a committed FLV file: its payload and what the pacer needs to know. */
export interface FlvTag {
  readonly type: typeof FLV_TAG.audio | typeof FLV_TAG.video;
  /** Decode timestamp, ms from the start of the file. */
  readonly timestampMs: number;
  /** A video tag holding an AVC keyframe: a viewer may start here. */
  readonly keyframe: boolean;
  /** The tag body (after the 11-byte tag header). */
  readonly body: Buffer;
}

/**
 * A committed `live.flv` parsed once at load (scripts/make-demo-media.sh makes it from the HLS
 * segments with `-c copy`): what a live HTTP-FLV answer starts with, then the tags it loops.
 */
export interface FlvFile {
  /** The 9-byte FLV header followed by PreviousTagSize0 (4 zero bytes). */
  readonly header: Buffer;
  /** The AVC decoder configuration tag, then the AAC AudioSpecificConfig tag if the file has audio. */
  readonly sequenceHeaders: readonly FlvTag[];
  /** The media tags in file order, sequence headers and script data left out. */
  readonly tags: readonly FlvTag[];
}

const TAG_HEADER = 11;
const CODEC_AVC = 7;
const SOUND_AAC = 10;
const FRAME_KEY = 1;

function fail(file: string, problem: string): never {
  throw new Error(`Invalid FLV file ${file}: ${problem}`);
}

/**
 * Parses and checks an FLV file: signature, header, every tag's size and back-pointer, AVC video
 * with a decoder configuration, AAC audio if any, and a keyframe as the first video frame. Throws,
 * naming `file`, when anything is off, so a bad commit fails at server start rather than in a player.
 */
export function parseFlv(data: Buffer, file: string): FlvFile {
  if (data.length < 13 || data.toString("latin1", 0, 3) !== "FLV") fail(file, "no FLV signature");
  if (data[3] !== 1) fail(file, `unsupported version ${String(data[3])}`);
  const offset = data.readUInt32BE(5);
  if (offset < 9 || offset + 4 > data.length) fail(file, `bad header size ${offset}`);
  if (data.readUInt32BE(offset) !== 0) fail(file, "PreviousTagSize0 is not 0");
  const header = Buffer.concat([data.subarray(0, 9), Buffer.alloc(4)]);
  header.writeUInt32BE(9, 5);

  let videoConfig: FlvTag | undefined;
  let audioConfig: FlvTag | undefined;
  const tags: FlvTag[] = [];
  let position = offset + 4;
  while (position < data.length) {
    if (position + TAG_HEADER > data.length) fail(file, `truncated tag header at byte ${position}`);
    const typeByte = data.readUInt8(position);
    const size = data.readUIntBE(position + 1, 3);
    const timestampMs = data.readUIntBE(position + 4, 3) + data.readUInt8(position + 7) * 0x1000000;
    const end = position + TAG_HEADER + size;
    if (end + 4 > data.length) fail(file, `truncated tag at byte ${position}`);
    if (data.readUInt32BE(end) !== TAG_HEADER + size) fail(file, `PreviousTagSize mismatch after byte ${position}`);
    if ((typeByte & 0x20) !== 0) fail(file, `encrypted tag at byte ${position}`);
    const body = data.subarray(position + TAG_HEADER, end);
    const type = typeByte & 0x1f;
    if (type === FLV_TAG.video) {
      if (body.length < 2 || (body.readUInt8(0) & 0x0f) !== CODEC_AVC) fail(file, `video tag at byte ${position} is not AVC`);
      const packet = body.readUInt8(1);
      if (packet === 0) videoConfig ??= { type, timestampMs, keyframe: false, body };
      else if (packet === 1) {
        const keyframe = body.readUInt8(0) >> 4 === FRAME_KEY;
        if (!keyframe && !tags.some((tag) => tag.type === FLV_TAG.video)) fail(file, "the first video frame is not a keyframe");
        tags.push({ type, timestampMs, keyframe, body });
      }
    } else if (type === FLV_TAG.audio) {
      if (body.length < 2 || body.readUInt8(0) >> 4 !== SOUND_AAC) fail(file, `audio tag at byte ${position} is not AAC`);
      // ffmpeg writes an empty AAC sequence header (af 00) before the AudioSpecificConfig: keep the first with data.
      if (body.readUInt8(1) === 0) {
        if (body.length > 2) audioConfig ??= { type, timestampMs, keyframe: false, body };
      } else tags.push({ type, timestampMs, keyframe: false, body });
    } else if (type !== FLV_TAG.script) {
      fail(file, `unknown tag type ${type} at byte ${position}`);
    }
    position = end + 4;
  }
  if (!videoConfig) fail(file, "no AVC decoder configuration");
  if (!tags.some((tag) => tag.keyframe)) fail(file, "no keyframe");
  if (tags.some((tag) => tag.type === FLV_TAG.audio) && !audioConfig) fail(file, "AAC audio without its AudioSpecificConfig");
  return { header, sequenceHeaders: audioConfig ? [videoConfig, audioConfig] : [videoConfig], tags };
}

/** One tag as bytes on the wire at `timestampMs` (stream id 0), followed by its PreviousTagSize. */
export function encodeFlvTag(tag: FlvTag, timestampMs: number): Buffer {
  const out = Buffer.alloc(TAG_HEADER + tag.body.length + 4);
  const ts = Math.max(0, Math.round(timestampMs)) % 0x100000000;
  out.writeUInt8(tag.type, 0);
  out.writeUIntBE(tag.body.length, 1, 3);
  out.writeUIntBE(ts & 0xffffff, 4, 3);
  out.writeUInt8(Math.floor(ts / 0x1000000), 7);
  tag.body.copy(out, TAG_HEADER);
  out.writeUInt32BE(TAG_HEADER + tag.body.length, TAG_HEADER + tag.body.length);
  return out;
}
