import { WATERMARK_DEFAULTS } from "../watermark-constants";

/**
 * Which 5000 ms slot (§9 auto random) `nowMs` falls in: the random watermark keeps its place
 * within a slot and moves when the slot changes. Non-finite time gives slot 0.
 */
export function watermarkSlot(nowMs: number, everyMs: number = WATERMARK_DEFAULTS.autoRandomMs): number {
  return Number.isFinite(nowMs) && everyMs > 0 ? Math.floor(nowMs / everyMs) : 0;
}

/** Milliseconds from `nowMs` until the random watermark moves next (the next slot starts); in 1..everyMs. */
export function msUntilWatermarkMove(nowMs: number, everyMs: number = WATERMARK_DEFAULTS.autoRandomMs): number {
  if (!Number.isFinite(nowMs) || !(everyMs > 0)) return everyMs;
  return everyMs - (((nowMs % everyMs) + everyMs) % everyMs);
}

/** FNV-1a of a text, as an unsigned 32-bit number. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** murmur3's final mix: spreads every input bit over the whole 32-bit result. */
function mix32(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const UINT32 = 0x1_0000_0000;

/**
 * Two pseudo-random numbers in [0, 1) for a seed (any text or number, e.g. the viewer's id) and a
 * slot ({@link watermarkSlot}). The same seed and slot always give the same pair; neighbouring
 * slots give unrelated pairs. Not for security — only so a mark cannot be predicted by eye.
 */
export function watermarkRandomPair(seed: string | number, slot: number): readonly [number, number] {
  const base = hashText(String(seed)) ^ mix32(Math.imul(slot | 0, 0x9e3779b1) ^ Math.floor(slot / UINT32));
  const first = mix32(base);
  const second = mix32(base ^ 0x68e31da4 ^ first);
  return [first / UINT32, second / UINT32];
}
