import type { StreamAddress } from "@livehall/domain";

/**
 * The URL to play first (§3 stream address): the default resolution of the first line, else
 * that line's first resolution; null when there is no line or no resolution.
 */
export function pickPlayUrl(stream: StreamAddress): string | null {
  const line = stream.lines[0];
  if (!line) return null;
  const chosen = line.resolutions.find((resolution) => resolution.isDefault) ?? line.resolutions[0];
  return chosen?.url ?? null;
}
