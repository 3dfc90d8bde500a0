import type { StreamAddress } from "../models";

/** The line and resolution the viewer picked in the quality menu (kept across address refreshes). */
export interface LineChoice {
  readonly lineIndex: number;
  readonly qualityIndex: number;
}

/** What to play of a stream address, with where it sits in the quality/line menu. */
export interface ChosenPlayUrl extends LineChoice {
  readonly url: string;
}

/**
 * The url to play of `stream` (§3 stream address): the viewer's `choice` when the stream still
 * has it, else the default resolution of the first line (`defaultResolutionFlag`), else that
 * line's first resolution; null without any (blank urls count as none).
 */
export function choosePlayUrl(stream: StreamAddress, choice: LineChoice | null = null): ChosenPlayUrl | null {
  if (choice) {
    const chosen = stream.lines[choice.lineIndex]?.resolutions[choice.qualityIndex];
    if (chosen && chosen.url.trim() !== "") return { url: chosen.url, lineIndex: choice.lineIndex, qualityIndex: choice.qualityIndex };
  }
  const line = stream.lines[0];
  if (!line) return null;
  const defaultIndex = line.resolutions.findIndex((resolution) => resolution.isDefault);
  const qualityIndex = defaultIndex >= 0 ? defaultIndex : 0;
  const url = line.resolutions[qualityIndex]?.url.trim() ?? "";
  return url === "" ? null : { url, lineIndex: 0, qualityIndex };
}
