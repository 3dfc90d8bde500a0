import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PlayableMedia } from "../services/room-dto";

/** The media source name of a stream fed by a push (an event file's `"media": "ingest"`). */
export const INGEST_MEDIA = "ingest";
/** The one rendition of a push: its source, as the encoder sends it. */
export const SOURCE_RENDITION = "source";

/** A pushed stream as a play address sees it: its source rendition, over HLS. */
export const PUSHED_MEDIA: PlayableMedia = { renditions: [{ name: SOURCE_RENDITION }], protocols: ["hls"] };

/** A stream id as the engine's folder name (ids are checked where they are made; checked again before touching the disk). */
const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The engine's segment names (nginx-rtmp's sequential naming). */
const SEGMENT = /^(\d{1,9})\.ts$/;

/**
 * Reads the HLS the engine wrote for a pushed stream (`<hlsDir>/<streamId>/index.m3u8` and `N.ts`).
 * Paths are made of a stream id the database knows and a name matching {@link SEGMENT}, never of
 * the raw URL. Undefined when the file is not there (not pushed yet, or already cleaned up).
 */
export class IngestHls {
  constructor(private readonly hlsDir: string) {}

  /** The stream's playlist with `query` (the signed address's) appended to each segment URI. */
  async playlist(streamId: string, query: string): Promise<string | undefined> {
    if (!STREAM_ID.test(streamId)) return undefined;
    const text = await readOrUndefined(join(this.hlsDir, streamId, "index.m3u8"));
    if (text === undefined) return undefined;
    return text
      .toString("utf8")
      .split("\n")
      .map((line) => (SEGMENT.test(line.trim()) ? `${line.trim()}?${query}` : line))
      .join("\n");
  }

  /** One segment's bytes. */
  async segment(streamId: string, name: string): Promise<Buffer | undefined> {
    if (!STREAM_ID.test(streamId) || !SEGMENT.test(name)) return undefined;
    return readOrUndefined(join(this.hlsDir, streamId, name));
  }
}

async function readOrUndefined(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}
