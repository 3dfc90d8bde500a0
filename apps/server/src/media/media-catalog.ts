import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFlv, type FlvFile } from "./flv-file";
import { flvTimeline, type FlvTimeline } from "./flv-pacer";
import { VodCatalog } from "./vod-catalog";

/** One rendition of a media source, its segments held in memory (the demo is ~1 MB). */
export interface MediaRendition {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly bandwidth: number;
  readonly codecs: string;
  readonly durations: readonly number[];
  readonly segments: readonly Buffer[];
  /** The same segments as one FLV (`<rendition>/live.flv`) for HTTP-FLV; absent when not committed. */
  readonly flv?: FlvFile;
  /** The checked loop of {@link flv} over the source's loop length, built once at load; present with `flv`. */
  readonly flvTimeline?: FlvTimeline;
}

/** A folder under media/ (e.g. `demo`) described by its `media.json`. */
export interface MediaSource {
  readonly name: string;
  readonly segmentSeconds: number;
  /** The loop length: segment count × segment seconds, in ms (HLS sequence numbers and FLV timestamps wrap on it). */
  readonly loopMs: number;
  /** Highest resolution first. */
  readonly renditions: readonly MediaRendition[];
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

function fail(folder: string, problem: string): never {
  throw new Error(`Invalid media folder ${folder}: ${problem}`);
}

function positive(value: unknown, folder: string, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) fail(folder, `${field} must be a positive number`);
  return value;
}

function loadRendition(folder: string, raw: unknown, count: number): MediaRendition {
  const r = (raw ?? {}) as Record<string, unknown>;
  const name = r["name"];
  if (typeof name !== "string" || !NAME.test(name)) fail(folder, "a rendition has no valid name");
  const durations = r["segmentDurations"];
  if (!Array.isArray(durations) || durations.length !== count) fail(folder, `${name}.segmentDurations must list ${count} durations`);
  const codecs = r["codecs"];
  if (typeof codecs !== "string" || !/^[\w.,]+$/.test(codecs)) fail(folder, `${name}.codecs must be a codecs string`);
  const segments = Array.from({ length: count }, (_, index) => {
    const file = join(folder, name, `seg-${index}.mpegts`);
    if (!existsSync(file)) fail(folder, `${name}/seg-${index}.mpegts is missing`);
    return readFileSync(file);
  });
  const flvPath = join(folder, name, "live.flv");
  const flv = existsSync(flvPath) ? parseFlv(readFileSync(flvPath), flvPath) : undefined;
  return {
    ...(flv ? { flv } : {}),
    name,
    width: positive(r["width"], folder, `${name}.width`),
    height: positive(r["height"], folder, `${name}.height`),
    bandwidth: positive(r["bandwidth"], folder, `${name}.bandwidth`),
    codecs,
    durations: durations.map((d, index) => positive(d, folder, `${name}.segmentDurations[${index}]`)),
    segments,
  };
}

function loadSource(folder: string, name: string): MediaSource {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(join(folder, "media.json"), "utf8")) as Record<string, unknown>;
  } catch (error) {
    fail(folder, `media.json unreadable (${error instanceof Error ? error.message : String(error)})`);
  }
  const count = manifest["segmentCount"];
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1) fail(folder, "segmentCount must be a positive integer");
  const renditions = manifest["renditions"];
  if (!Array.isArray(renditions) || renditions.length === 0) fail(folder, "renditions must be a non-empty list");
  const segmentSeconds = positive(manifest["segmentSeconds"], folder, "segmentSeconds");
  const loopMs = Math.round(count * segmentSeconds * 1000);
  const loaded = renditions
    .map((raw) => loadRendition(folder, raw, count))
    .sort((a, b) => b.height - a.height)
    .map((rendition): MediaRendition => {
      if (!rendition.flv) return rendition;
      try {
        return { ...rendition, flvTimeline: flvTimeline(rendition.flv.tags, loopMs) };
      } catch (error) {
        fail(folder, `${rendition.name}/live.flv: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  return { name, segmentSeconds, loopMs, renditions: loaded };
}

/**
 * The committed media: live sources by name (looked up by the `media_source` of a stream) and the
 * recorded media of `vod/` (ads, trailers, menu videos).
 */
export class MediaCatalog {
  private constructor(
    private readonly sources: ReadonlyMap<string, MediaSource>,
    /** Recorded media by media id (`dir/vod/vod.json`). */
    readonly vod: VodCatalog,
  ) {}

  /**
   * Loads every folder of `dir` that has a `media.json` (see scripts/make-demo-media.sh), with the
   * `live.flv` of each rendition when present, and `dir/vod/vod.json`. Throws, naming the folder or
   * file, when one is incomplete or invalid.
   */
  static load(dir: string): MediaCatalog {
    const sources = new Map<string, MediaSource>();
    if (existsSync(dir)) {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const folder = join(dir, entry.name);
        if (entry.isDirectory() && NAME.test(entry.name) && existsSync(join(folder, "media.json"))) {
          sources.set(entry.name, loadSource(folder, entry.name));
        }
      }
    }
    return new MediaCatalog(sources, VodCatalog.load(join(dir, "vod")));
  }

  source(name: string): MediaSource | undefined {
    return this.sources.get(name);
  }
}
