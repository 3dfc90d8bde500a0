import { PLAY_FLOW_STATUS, PLAY_TYPE, type PlayFlowState } from "@livehall/domain";
import type { MediaItem, RoomMedia } from "./ports";
import { PLAY_FLOW_NOTICE_KEYS, type PlayFlowView } from "./services";

/** Before a started flow knows the room's media and live address. */
export const LOADING_PLAY_FLOW_VIEW: PlayFlowView = {
  status: "loading",
  type: PLAY_TYPE.INIT,
  living: false,
  title: "",
  trailer: null,
  noticeKey: null,
  backgroundUrl: null,
  watermark: null,
};

/** What a started flow learnt about the room that the view shows. */
export interface PlayFlowViewFacts {
  readonly media: RoomMedia | null;
  /** The trailers the flow plays, in order (`trailerIndex` points here). */
  readonly trailers: readonly MediaItem[];
  readonly defaultLanguage: string;
}

/** The view of `flow` for a started room (`facts`), in the viewer's `language` (null: not told yet). */
export function playFlowView(flow: PlayFlowState, facts: PlayFlowViewFacts, language: string | null): PlayFlowView {
  const trailerIndex = flow.type === PLAY_TYPE.TRAILER && flow.status === PLAY_FLOW_STATUS.PLAYING ? flow.trailerIndex : undefined;
  return {
    status: flow.status,
    type: flow.type,
    living: flow.room.living,
    title: playFlowTitle(flow, facts),
    trailer: trailerIndex === undefined ? null : { index: trailerIndex, count: facts.trailers.length },
    noticeKey: playFlowNoticeKey(flow),
    backgroundUrl: playerBackground(facts, language),
    watermark: facts.media?.watermark ?? null,
  };
}

/** The name over the picture while an ad or trailer plays ("" otherwise). */
export function playFlowTitle(flow: PlayFlowState, facts: PlayFlowViewFacts): string {
  if (flow.status !== PLAY_FLOW_STATUS.PLAYING) return "";
  switch (flow.type) {
    case PLAY_TYPE.AD:
      return facts.media?.ad.name ?? "";
    case PLAY_TYPE.TRAILER:
      return facts.trailers[flow.trailerIndex ?? -1]?.name ?? "";
    default:
      return "";
  }
}

/** What the area says instead of a picture, or null while something plays. */
export function playFlowNoticeKey(flow: PlayFlowState): string | null {
  switch (flow.status) {
    case PLAY_FLOW_STATUS.PLAYING:
      return null;
    case PLAY_FLOW_STATUS.DETECTING:
      return PLAY_FLOW_NOTICE_KEYS.detecting;
    case PLAY_FLOW_STATUS.STOPPED:
      return PLAY_FLOW_NOTICE_KEYS.trailersOver;
    case PLAY_FLOW_STATUS.ERROR:
      return PLAY_FLOW_NOTICE_KEYS.playError;
    case PLAY_FLOW_STATUS.MEDIA_UNAVAILABLE:
      return PLAY_FLOW_NOTICE_KEYS.mediaUnavailable;
    case PLAY_FLOW_STATUS.TRIAL_DISABLED:
      return PLAY_FLOW_NOTICE_KEYS.trialDisabled;
    case PLAY_FLOW_STATUS.IDLE:
      return flow.room.living ? PLAY_FLOW_NOTICE_KEYS.detecting : PLAY_FLOW_NOTICE_KEYS.notStarted;
  }
}

/** The ad detail's player background in the viewer's language, else the event's default language. */
export function playerBackground(facts: PlayFlowViewFacts, language: string | null): string | null {
  const backgrounds = facts.media?.ad.playerBackgrounds ?? {};
  for (const candidate of [language, facts.defaultLanguage]) {
    const url = candidate === null ? undefined : backgrounds[candidate]?.trim();
    if (url) return url;
  }
  return null;
}
