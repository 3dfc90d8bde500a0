import { DELAY } from "../enums/live";
import { PLAY_TYPE, type PlayType } from "../enums/media";
import type { PlayFlowEvent, PlayFlowStart } from "./play-flow-events";
import {
  PLAY_FLOW_ACTION,
  PLAY_FLOW_STATUS,
  type PlayFlowAction,
  type PlayFlowRoom,
  type PlayFlowState,
  type PlayFlowStatus,
} from "./play-flow-state";

const { CREATE_PLAYER, REMOVE_PLAYER, START_DETECTOR, STOP_DETECTOR, REFRESH_URL, REPORT_ERROR } = PLAY_FLOW_ACTION;
const { IDLE, PLAYING, DETECTING, STOPPED, ERROR, MEDIA_UNAVAILABLE, TRIAL_DISABLED } = PLAY_FLOW_STATUS;

/** Where a transition goes, before its actions are worked out. */
interface Target {
  readonly type: PlayType;
  readonly status: PlayFlowStatus;
  readonly url?: string | undefined;
  readonly trailerIndex?: number | undefined;
  readonly room: PlayFlowRoom;
  readonly trailerFailures?: number;
  /** Start the player or detector again even when the same thing was already running. */
  readonly restart?: boolean;
}

const blankToUndefined = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/**
 * Moves from `from` to `to`. The actions follow from the difference: leaving a player removes it,
 * leaving detection stops the detector, entering detection starts it, entering (or changing) what
 * plays creates the player; then the event's own `extras`.
 */
function enter(from: PlayFlowState, to: Target, extras: readonly PlayFlowAction[] = []): PlayFlowState {
  const actions: PlayFlowAction[] = [];
  const samePlay = from.type === to.type && from.url === to.url && from.trailerIndex === to.trailerIndex;
  if (from.status === PLAYING && to.status !== PLAYING) actions.push(REMOVE_PLAYER);
  if (from.status === DETECTING && to.status !== DETECTING) actions.push(STOP_DETECTOR);
  if (to.status === DETECTING && (from.status !== DETECTING || from.url !== to.url || to.restart === true)) actions.push(START_DETECTOR);
  if (to.status === PLAYING && (from.status !== PLAYING || !samePlay || to.restart === true)) actions.push(CREATE_PLAYER);
  for (const extra of extras) if (!actions.includes(extra)) actions.push(extra);
  return {
    type: to.type,
    status: to.status,
    ...(to.url === undefined ? {} : { url: to.url }),
    ...(to.trailerIndex === undefined ? {} : { trailerIndex: to.trailerIndex }),
    actions,
    room: to.room,
    trailerFailures: to.trailerFailures ?? 0,
  };
}

/** Nothing to do; the room memory may change. */
const quiet = (state: PlayFlowState, room: PlayFlowRoom = state.room, extras: readonly PlayFlowAction[] = []): PlayFlowState => ({
  ...state,
  room,
  actions: [...extras],
});

/** The live stream: no-delay rooms create the player at once, common-delay rooms detect the stream first; without an address, ask for one. */
function live(room: PlayFlowRoom): Target {
  if (room.liveUrl === undefined) return { type: PLAY_TYPE.LIVE, status: IDLE, room };
  return room.noDelay
    ? { type: PLAY_TYPE.LIVE, status: PLAYING, url: room.liveUrl, room }
    : { type: PLAY_TYPE.LIVE, status: DETECTING, url: room.liveUrl, room, restart: true };
}

const liveExtras = (target: Target): readonly PlayFlowAction[] =>
  target.type === PLAY_TYPE.LIVE && target.status === IDLE ? [REFRESH_URL] : [];

const trailer = (room: PlayFlowRoom, index: number, trailerFailures = 0): Target => ({
  type: PLAY_TYPE.TRAILER,
  status: PLAYING,
  url: room.trailers[index],
  trailerIndex: index,
  room,
  trailerFailures,
  restart: true,
});

/** §4 after an ad: the live stream if living, otherwise the trailers, otherwise check the stream status. */
function afterAd(room: PlayFlowRoom): Target {
  if (room.living) return live(room);
  if (room.trailers.length > 0) return trailer(room, 0);
  return { type: PLAY_TYPE.INIT, status: DETECTING, url: room.liveUrl, room };
}

/** No live stream to wait for: the trailers if any, else nothing. */
const offAir = (room: PlayFlowRoom): Target => (room.trailers.length > 0 ? trailer(room, 0) : { type: PLAY_TYPE.INIT, status: IDLE, room });

const go = (from: PlayFlowState, target: Target, extras: readonly PlayFlowAction[] = []): PlayFlowState =>
  enter(from, target, [...liveExtras(target), ...extras]);

function start(from: PlayFlowState, event: PlayFlowStart): PlayFlowState {
  const liveUrl = blankToUndefined(event.liveUrl);
  const room: PlayFlowRoom = {
    noDelay: event.delay === DELAY.NO_DELAY,
    living: event.living,
    ...(liveUrl === undefined ? {} : { liveUrl }),
    trailers: event.trailers.map((url) => url.trim()).filter((url) => url !== ""),
    loopPlayback: event.loopPlayback,
  };
  if (event.trialExhausted === true) return trialDisabled(from, room);
  const adUrl = blankToUndefined(event.adMediaUrl);
  if (event.adEnabled && adUrl !== undefined) return go(from, { type: PLAY_TYPE.AD, status: PLAYING, url: adUrl, room, restart: true });
  return go(from, afterAd(room));
}

const trialDisabled = (from: PlayFlowState, room: PlayFlowRoom): PlayFlowState =>
  enter(from, { type: PLAY_TYPE.INIT, status: TRIAL_DISABLED, room }, [PLAY_FLOW_ACTION.EMIT_DISABLE_TRIAL, PLAY_FLOW_ACTION.BLOCK_BOARD]);

/** §4 trailers in sequence: the next one after an end or a fatal error; at the end, wrap with loop playback, else stop or report the error. */
function nextTrailer(state: PlayFlowState, failed: boolean): PlayFlowState {
  const { room } = state;
  const failures = failed ? state.trailerFailures + 1 : 0;
  const next = (state.trailerIndex ?? 0) + 1;
  if (next < room.trailers.length) return go(state, trailer(room, next, failures));
  const everyOneFailed = failures >= room.trailers.length;
  if (room.loopPlayback && room.trailers.length > 0 && !everyOneFailed) return go(state, trailer(room, 0, failures));
  return failed
    ? enter(state, { type: PLAY_TYPE.TRAILER, status: ERROR, room, trailerFailures: failures }, [REPORT_ERROR])
    : enter(state, { type: PLAY_TYPE.TRAILER, status: STOPPED, room });
}

function liveStatusChanged(state: PlayFlowState, status: "living" | "stopped", url: string | undefined): PlayFlowState {
  const liveUrl = blankToUndefined(url) ?? state.room.liveUrl;
  const room: PlayFlowRoom = { ...state.room, living: status === "living", ...(liveUrl === undefined ? {} : { liveUrl }) };
  const isLive = state.type === PLAY_TYPE.LIVE;
  if (status === "stopped") {
    if (room.noDelay && isLive) return enter(state, { type: PLAY_TYPE.INIT, status: IDLE, room });
    if (isLive && state.status === DETECTING) return go(state, offAir(room));
    return quiet(state, room);
  }
  // An ad plays first; a menu video is the viewer's own choice: both keep playing.
  if (state.type === PLAY_TYPE.AD || state.type === PLAY_TYPE.MENU_VIDEO) return quiet(state, room);
  if (isLive && state.status === PLAYING) return go(state, { type: PLAY_TYPE.LIVE, status: PLAYING, url: room.liveUrl, room });
  return go(state, live(room));
}

function liveUrlChanged(state: PlayFlowState, url: string): PlayFlowState {
  const liveUrl = blankToUndefined(url);
  if (liveUrl === undefined) return quiet(state);
  const room: PlayFlowRoom = { ...state.room, liveUrl };
  if (state.type !== PLAY_TYPE.LIVE) return quiet(state, room);
  switch (state.status) {
    case PLAYING:
    case DETECTING:
      return go(state, { type: PLAY_TYPE.LIVE, status: state.status, url: liveUrl, room });
    case IDLE:
      return go(state, live(room));
    default:
      return quiet(state, room);
  }
}

const isLiveRelated = (state: PlayFlowState): boolean => state.type === PLAY_TYPE.LIVE || state.room.living;

/**
 * The §4 play flow as a pure reducer: the state after `event`, with `actions` saying what the
 * player layer must do now (see {@link PLAY_FLOW_ACTION}). Events that do not apply in the current
 * state leave it as it is, with no actions.
 *
 * - start: an ad first when enabled with a media url; else as after an ad. A used-up trial
 *   disables playback: no player, the board cannot start.
 * - adEnded / adFailed: the live stream if living, otherwise the first trailer, otherwise detect
 *   the stream ("check stream status").
 * - trailerEnded / trailerFailed: the next trailer; after the last, the first again with loop
 *   playback (unless every trailer failed in a row), else stopped, or error (reported) when the
 *   last one failed.
 * - liveStatusChanged living: the live stream — no-delay rooms create the player at once,
 *   common-delay rooms detect first (an ad or a menu video keeps playing). stopped: a no-delay
 *   room removes the player; detection in progress gives way to the trailers.
 * - streamDetected: the live player is created. detectionStopped: the trailers, else idle.
 * - liveEnded: detect again while the room is living, else the trailers or idle.
 * - liveUrlChanged: the live player or detector moves to the new address.
 * - stockEmpty (150023): media unavailable: the player goes, resource-empty is emitted, and for
 *   live the board player goes too.
 * - noDelayCode2002: on a no-delay live, refresh the url.
 * - menuVideo / menuVideoEnded: play a custom-menu video in the same player, then back to the room's flow.
 * - trialExhausted: disabled as above.
 * - liveUrlSwitched / loopPlaybackChanged: remembered (the quality menu's address, LOOP_PLAYBACK), no action.
 */
export function nextPlay(state: PlayFlowState, event: PlayFlowEvent): PlayFlowState {
  if (event.type === "start") return start(state, event);
  // Memory only, whatever the status: nothing starts or stops.
  if (event.type === "loopPlaybackChanged") return quiet(state, { ...state.room, loopPlayback: event.loopPlayback });
  if (event.type === "liveUrlSwitched") return { ...quiet(state, { ...state.room, liveUrl: event.url }), url: event.url };
  if (state.status === TRIAL_DISABLED || state.status === MEDIA_UNAVAILABLE) return quiet(state);
  const { room } = state;
  switch (event.type) {
    case "trialExhausted":
      return trialDisabled(state, room);
    case "stockEmpty":
      return enter(state, { type: state.type, status: MEDIA_UNAVAILABLE, room }, [
        REMOVE_PLAYER,
        PLAY_FLOW_ACTION.EMIT_RESOURCE_EMPTY,
        ...(isLiveRelated(state) ? [PLAY_FLOW_ACTION.REMOVE_BOARD_PLAYER] : []),
      ]);
    case "adEnded":
    case "adFailed":
      return state.type === PLAY_TYPE.AD && state.status === PLAYING ? go(state, afterAd(room)) : quiet(state);
    case "trailerEnded":
    case "trailerFailed":
      return state.type === PLAY_TYPE.TRAILER && state.status === PLAYING
        ? nextTrailer(state, event.type === "trailerFailed")
        : quiet(state);
    case "liveStatusChanged":
      return liveStatusChanged(state, event.status, event.url);
    case "liveUrlChanged":
      return liveUrlChanged(state, event.url);
    case "streamDetected": {
      if (state.status !== DETECTING) return quiet(state);
      const detected: PlayFlowRoom = { ...room, living: true };
      return go(
        state,
        detected.liveUrl === undefined ? live(detected) : { type: PLAY_TYPE.LIVE, status: PLAYING, url: detected.liveUrl, room: detected },
      );
    }
    case "detectionStopped":
      return state.status === DETECTING ? go(state, offAir(room)) : quiet(state);
    case "liveEnded":
      if (state.type !== PLAY_TYPE.LIVE || state.status !== PLAYING) return quiet(state);
      return go(
        state,
        room.living && room.liveUrl !== undefined ? { type: PLAY_TYPE.LIVE, status: DETECTING, url: room.liveUrl, room } : offAir(room),
      );
    case "noDelayCode2002":
      return room.noDelay && state.type === PLAY_TYPE.LIVE ? quiet(state, room, [REFRESH_URL]) : quiet(state);
    case "menuVideo": {
      const url = blankToUndefined(event.url);
      return url === undefined ? quiet(state) : go(state, { type: PLAY_TYPE.MENU_VIDEO, status: PLAYING, url, room, restart: true });
    }
    case "menuVideoEnded":
      return state.type === PLAY_TYPE.MENU_VIDEO && state.status === PLAYING ? go(state, afterAd(room)) : quiet(state);
  }
}
