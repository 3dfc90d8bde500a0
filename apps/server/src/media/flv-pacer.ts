import type { FlvTag } from "./flv-file";

/**
 * The tags of one FLV rendition played as an endless loop of `loopMs` (the HLS loop length of
 * the same source: segment count × segment seconds, so FLV and HLS show the same picture at the
 * same live position). Tags at or past `loopMs` are left out so timestamps keep increasing across a
 * wrap.
 */
export interface FlvTimeline {
  readonly tags: readonly FlvTag[];
  readonly loopMs: number;
}

/** The next tag to send: tag `index` of loop number `loop` (counted from the live restart). */
export interface FlvCursor {
  readonly loop: number;
  readonly index: number;
}

/** A tag due now and the timestamp it goes out with. */
interface DueTag {
  readonly tag: FlvTag;
  readonly timestampMs: number;
}

/** Builds the looped timeline of `tags`; throws when no keyframe falls inside the loop. */
export function flvTimeline(tags: readonly FlvTag[], loopMs: number): FlvTimeline {
  const inLoop = tags.filter((tag) => tag.timestampMs < loopMs);
  if (!inLoop.some((tag) => tag.keyframe)) throw new RangeError(`no keyframe within the ${loopMs} ms loop`);
  return { tags: inLoop, loopMs };
}

/** The live position of a cursor: ms since the live restart at which its tag plays. */
export function flvPosition(timeline: FlvTimeline, cursor: FlvCursor): number {
  return cursor.loop * timeline.loopMs + (timeline.tags[cursor.index]?.timestampMs ?? timeline.loopMs);
}

/**
 * Where a viewer joining at live position `positionMs` (ms since the live restart, see
 * liveRestartMs) starts: the last keyframe at or before that position, in an earlier loop if the
 * loop's first keyframe is still ahead; the very first keyframe when nothing came before.
 */
export function flvStart(timeline: FlvTimeline, positionMs: number): FlvCursor {
  const position = Math.max(0, positionMs);
  const loop = Math.floor(position / timeline.loopMs);
  const inLoop = position - loop * timeline.loopMs;
  let last = -1;
  let first = -1;
  timeline.tags.forEach((tag, index) => {
    if (!tag.keyframe) return;
    if (first < 0) first = index;
    if (tag.timestampMs <= inLoop) last = index;
  });
  if (last >= 0) return { loop, index: last };
  if (loop === 0) return { loop: 0, index: first };
  const previous = timeline.tags.findLastIndex((tag) => tag.keyframe);
  return { loop: loop - 1, index: previous };
}

/**
 * The tags due once the stream has reached output time `untilMs`, starting at `cursor`: every tag
 * whose output timestamp (live position minus `startMs`, the live position of the viewer's first
 * keyframe) is at most `untilMs`, wrapping to the next loop after the last tag. At most `limit`
 * tags, so one late tick cannot build an unbounded burst, and stopping once the tags' encoded size
 * ({@link flvTagBytes}) reaches `maxBytes` (at least one tag goes), so a writer can hand out
 * bounded chunks. Pure, so a table can check any instant.
 */
export function flvDue(
  timeline: FlvTimeline,
  cursor: FlvCursor,
  startMs: number,
  untilMs: number,
  limit = 2000,
  maxBytes = Number.POSITIVE_INFINITY,
): { tags: DueTag[]; next: FlvCursor; bytes: number } {
  const tags: DueTag[] = [];
  let bytes = 0;
  let { loop, index } = cursor;
  while (tags.length < limit && bytes < maxBytes) {
    const tag = timeline.tags[index];
    if (!tag) {
      loop += 1;
      index = 0;
      continue;
    }
    const timestampMs = loop * timeline.loopMs + tag.timestampMs - startMs;
    if (timestampMs > untilMs) break;
    tags.push({ tag, timestampMs });
    bytes += flvTagBytes(tag);
    index += 1;
  }
  return { tags, next: { loop, index }, bytes };
}

/** Bytes one tag takes on the wire: the 11-byte tag header, the body and the 4-byte previous-tag size. */
export const flvTagBytes = (tag: FlvTag): number => 15 + tag.body.length;
