import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A recorded media file (ad, trailer, menu video), held in memory (each is ≤ 150 KB). */
export interface VodMedia {
  readonly mediaId: string;
  readonly name: string;
  /** 1 video, 2 audio (wire MEDIA_TYPE). */
  readonly mediaType: 1 | 2;
  readonly durationSeconds: number;
  readonly data: Buffer;
}

const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^[A-Za-z0-9_-]{1,64}\.mp4$/;

function fail(dir: string, problem: string): never {
  throw new Error(`Invalid VOD catalogue ${join(dir, "vod.json")}: ${problem}`);
}

function loadEntry(dir: string, mediaId: string, raw: unknown): VodMedia {
  if (!MEDIA_ID.test(mediaId)) fail(dir, `media id ${JSON.stringify(mediaId)} is not a plain name`);
  if (typeof raw !== "object" || raw === null) fail(dir, `${mediaId} must be an object`);
  const entry = raw as Record<string, unknown>;
  const file = entry["file"];
  if (typeof file !== "string" || !FILE.test(file)) fail(dir, `${mediaId}.file must name an .mp4 in the folder`);
  const name = entry["name"];
  if (typeof name !== "string" || name === "") fail(dir, `${mediaId}.name must be a non-empty string`);
  const mediaType = entry["mediaType"];
  if (mediaType !== 1 && mediaType !== 2) fail(dir, `${mediaId}.mediaType must be 1 (video) or 2 (audio)`);
  const durationSeconds = entry["durationSeconds"];
  if (typeof durationSeconds !== "number" || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    fail(dir, `${mediaId}.durationSeconds must be a positive number`);
  }
  const path = join(dir, file);
  if (!existsSync(path)) fail(dir, `${mediaId}: ${file} is missing`);
  return { mediaId, name, mediaType, durationSeconds, data: readFileSync(path) };
}

/**
 * The recorded media of `media/vod/vod.json` (`{mediaId: {file, name, mediaType, durationSeconds}}`,
 * made by scripts/make-demo-media.sh), served as `/media/vod/{mediaId}.mp4`. Files are read once at
 * start; the URL only ever selects a catalogue entry, never a path.
 */
export class VodCatalog {
  private constructor(private readonly media: ReadonlyMap<string, VodMedia>) {}

  /** An empty catalogue (no vod folder). */
  static readonly empty = new VodCatalog(new Map());

  /** Loads `dir/vod.json` and its files; empty when the folder has none; throws, naming the file, when it is invalid. */
  static load(dir: string): VodCatalog {
    const manifestPath = join(dir, "vod.json");
    if (!existsSync(manifestPath)) return VodCatalog.empty;
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    } catch (error) {
      fail(dir, `unreadable (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) fail(dir, "must be an object of media ids");
    const media = new Map<string, VodMedia>();
    for (const [mediaId, raw] of Object.entries(manifest)) media.set(mediaId, loadEntry(dir, mediaId, raw));
    return new VodCatalog(media);
  }

  /** The media of `mediaId`, or undefined. */
  get(mediaId: string): VodMedia | undefined {
    return this.media.get(mediaId);
  }

  /** Every media id, in catalogue order (for seeds and checks). */
  ids(): readonly string[] {
    return [...this.media.keys()];
  }
}
