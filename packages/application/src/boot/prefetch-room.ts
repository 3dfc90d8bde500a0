import { DETECTOR_TIMEOUT_MS, LIVE_STATUS, detectorOutcome, type DetectorResponse } from "@livehall/domain";
import type { ApiGateway } from "../api/ports";
import { fetchLiveAddress } from "../play-flow/live-address";
import type { MediaApi, StreamProbe } from "../play-flow/ports";
import { loadRoomMedia } from "../play-flow/room-media-outcome";
import type { PlayRequest } from "../play-stream/services";
import type { PrefetchedAnswers } from "./boot-hand-off";
import { firstLivePlay, liveToDetectFirst } from "./first-play";

/** What {@link prefetchRoom} learnt: every answer (for the app to reuse) and the live play to start, if any. */
export interface PrefetchedRoom {
  readonly answers: PrefetchedAnswers;
  /** The live stream the play flow starts with, or null (not living, an ad first, a call failed, …). */
  readonly play: PlayRequest | null;
  /**
   * A common-delay room: whether the stream detector's first check found the stream (§4). `play`
   * is what plays once it did; the caller may start it meanwhile, and must drop it when this
   * resolves false. Null when nothing is to be detected.
   */
  readonly detected: Promise<boolean> | null;
}

/**
 * The boot path's API chain for a watch page (the calls OpenRoom and PlayFlow make, in the same
 * order, started before the framework loads): the personal brief (the event's id), watch-init,
 * then — while living — watch-medias and live-play-addr side by side, and in a common-delay room
 * the stream detector's first check (one probe, answered in `detected`; the app's detector polls
 * on). The caller has set the
 * request context (event, language) and checked that a token is stored. Never rejects: a failed
 * call ends the chain (the app's own calls then report it the usual way).
 */
export async function prefetchRoom(
  ports: { readonly api: ApiGateway; readonly mediaApi: MediaApi; readonly probe: StreamProbe },
  eventNumber: string,
  roomNumber: string,
): Promise<PrefetchedRoom> {
  const brief = ports.api.getPersonalBrief(eventNumber);
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      () => false,
    );
  const base = { eventNumber, roomNumber, brief };
  if (!(await settled(brief))) return { answers: base, play: null, detected: null };
  const { eventId } = (await brief).event;
  const room = ports.api.getWatchInit(eventId, roomNumber);
  if (!(await settled(room))) return { answers: { ...base, room }, play: null, detected: null };
  const opened = await room;
  if (opened.liveStatus !== LIVE_STATUS.LIVING) return { answers: { ...base, room }, play: null, detected: null };
  const address = ports.api.getLivePlayAddress(eventId, opened.roomId);
  const media = ports.mediaApi.getWatchMedias(eventId, opened.roomId);
  // The same readings PlayFlow makes of the two answers (the settled promises are handed on as they are).
  const [outcome, live] = await Promise.all([
    loadRoomMedia({ getWatchMedias: () => media }, eventId, opened.roomId),
    fetchLiveAddress({ getLivePlayAddress: () => address }, eventId, opened.roomId, null),
  ]);
  const answers = { ...base, room, address, media };
  const toDetect = liveToDetectFirst(opened, outcome, live);
  if (toDetect === null) return { answers, play: firstLivePlay(opened, outcome, live), detected: null };
  const detected = ports.probe
    .probe(toDetect, DETECTOR_TIMEOUT_MS)
    .catch((): DetectorResponse => ({ elapsedMs: DETECTOR_TIMEOUT_MS }))
    .then((response) => detectorOutcome(response).ok);
  return { answers, play: firstLivePlay(opened, outcome, live, true), detected };
}
