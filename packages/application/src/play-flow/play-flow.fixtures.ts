import { FakeLiveRoom } from "../testing/fake-live-room";
import { ApiFailure, type StreamAddress } from "@livehall/domain";
import {
  FakeStreamProbe,
  InMemoryTokenStore,
  InMemoryWatchedTimeStore,
  PROBE_ANSWERS,
  RecordingPlayerService,
  ScriptedApiGateway,
  ScriptedMediaApi,
  createTestContainer,
  demoFixtures,
  mediaFixtures,
  settle,
  type ProbeAnswer,
  testRoomContext,
} from "../testing";
import { APP_TOKENS } from "../tokens";
import type { RoomMedia } from "./ports";
import { WatchDuration } from "../watch-duration/watch-duration";
import { PlayFlow } from "./play-flow";
import type { PlayFlowNotice, PlayFlowView } from "./services";

/*
 * The PlayFlow tests' shared setup: a container with scripted watch-init, live-play-addr and watch-medias answers,
 * a fake stream probe, a recording player and a live room whose state the test pushes.
 */

export const LIVE = "http://127.0.0.1/media/live/st-1/720p/index.m3u8?sign=1";
export const LIVE_2 = "http://127.0.0.1/media/live/st-1/720p/index.m3u8?sign=2";
export const FLV = "http://127.0.0.1/media/flv/st-1/720p.flv?sign=1";
export const AD = mediaFixtures.roomMedia().ad.url;
export const [T1, T2] = mediaFixtures.roomMedia().trailers.map((item) => item.url) as [string, string];

/** A living stream whose first line plays `url` (a 360p resolution beside it). */
export const streamOf = (url: string): StreamAddress => ({
  screenId: "s-1",
  streamId: "st-1",
  pushStatus: 2,
  lines: [
    {
      index: 1,
      domainName: "127.0.0.1",
      resolutions: [
        { url: `${url}&r=360`, name: "360p", isDefault: false },
        { url, name: "720p", isDefault: true },
      ],
    },
  ],
});
export const NOT_LIVING: StreamAddress = { screenId: "s-1", streamId: "st-1", pushStatus: 0, lines: [] };
export const stockEmpty = () => new ApiFailure("body", "150023", 200, "");

interface Setup {
  readonly media?: RoomMedia | Error;
  /** watch-init's live status (2 living) and delay (1 common, 2 no delay). */
  readonly liveStatus?: number;
  readonly liveDelay?: number;
  /** live-play-addr answers, one per call (the last repeats). */
  readonly addresses?: readonly (StreamAddress | Error)[];
  readonly probe?: ProbeAnswer;
  /** An anonymous viewer on a 60 s trial who watched this many seconds already. */
  readonly trialWatched?: number;
}

export function setup({
  media = mediaFixtures.roomMedia(),
  liveStatus = 2,
  liveDelay = 1,
  addresses = [streamOf(LIVE)],
  probe = PROBE_ANSWERS.data,
  trialWatched,
}: Setup = {}) {
  const trialUsedUp = trialWatched !== undefined;
  let addressCalls = 0;
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getWatchInit: { ...demoFixtures.room(), liveStatus, liveDelay },
    getLivePlayAddress: () => addresses[Math.min(addressCalls++, addresses.length - 1)] ?? NOT_LIVING,
    ...(trialUsedUp
      ? {
          getPersonalBrief: {
            ...brief,
            event: { ...brief.event, trial: { enabled: true, seconds: 60 } },
            viewer: { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
          },
        }
      : {}),
  });
  const harness = createTestContainer({
    api,
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
    watchedTimes: new InMemoryWatchedTimeStore(trialWatched === undefined ? {} : { "10001": trialWatched }),
  });
  const mediaApi = new ScriptedMediaApi({ getWatchMedias: media });
  const streamProbe = new FakeStreamProbe(probe);
  const player = new RecordingPlayerService();
  const liveRoom = new FakeLiveRoom();
  const { container } = harness;
  container.bind(APP_TOKENS.MediaApi).toConstantValue(mediaApi);
  container.bind(APP_TOKENS.StreamProbe).toConstantValue(streamProbe);
  container.rebind(APP_TOKENS.PlayStream).toConstantValue(player);
  container.rebind(APP_TOKENS.LiveRoom).toConstantValue(liveRoom);
  container.bind(APP_TOKENS.PlayFlow).to(PlayFlow);
  container.bind(APP_TOKENS.WatchDuration).to(WatchDuration);
  const flow = container.get<PlayFlow>(APP_TOKENS.PlayFlow);
  const views: PlayFlowView[] = [];
  flow.state$.subscribe((view) => views.push(view));
  const notices: PlayFlowNotice["type"][] = [];
  flow.events$.subscribe((notice) => notices.push(notice.type));
  // The room as the scope opened it (watch-init's answer is in the context).
  const room = testRoomContext({ room: { ...demoFixtures.room(), liveStatus, liveDelay } });
  const start = async () => {
    await flow.start(room.context);
    await settle();
  };
  const view = () => views.at(-1);
  const addressCallCount = () => api.callsTo("getLivePlayAddress").length;
  return { ...harness, room, mediaApi, streamProbe, player, liveRoom, flow, views, notices, start, view, addressCallCount };
}

export const noAd = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({
  ...media,
  videoConfig: { ...media.videoConfig, adEnabled: false },
});
export const noTrailers = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({ ...media, trailers: [] });
export const looping = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({
  ...media,
  videoConfig: { ...media.videoConfig, loopPlayback: true },
});
