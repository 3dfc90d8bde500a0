import { PLAY_TYPE, type PlayFlowState, type PlayLine } from "@livehall/domain";
import type { PlayRequest } from "../play-stream/services";
import type { VideoConfig } from "./ports";

/** Where `url` sits in the quality/line menu, or nothing when no line lists it. */
export function linePositionOf(url: string, lines: readonly PlayLine[]): { lineIndex?: number; qualityIndex?: number } {
  for (const [lineIndex, line] of lines.entries()) {
    const qualityIndex = line.resolutions.findIndex((resolution) => resolution.url === url);
    if (qualityIndex >= 0) return { lineIndex, qualityIndex };
  }
  return {};
}

/**
 * What the player loads for the flow's current play (createPlayer), or null with nothing to play.
 * Live offers the lines; the ad is neither dragged nor sped up; trailers and menu videos follow
 * the video config.
 */
export function playRequestOf(
  flow: PlayFlowState,
  lines: readonly PlayLine[],
  videoConfig: VideoConfig | null | undefined,
): PlayRequest | null {
  const { url, type } = flow;
  if (url === undefined) return null;
  if (type === PLAY_TYPE.LIVE) return { url, live: true, lines, ...linePositionOf(url, lines), purpose: type };
  const config = type === PLAY_TYPE.AD ? null : videoConfig;
  return { url, live: false, speedMenu: config?.speedMenu ?? false, seekable: config?.seekable ?? false, purpose: type };
}
