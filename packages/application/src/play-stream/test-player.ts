import type { PlaybackEvent, PlayerLogSink, PlayerPreferencesStore } from "../playback/ports";
import { FakeClock } from "../testing/fake-clock";
import { FakePlaybackEngine, type FakePlaybackSession } from "../testing/fake-playback-engine";
import { settle } from "../testing/settle";
import { PlayStream } from "./play-stream";
import type { PlayerSignal, PlayerView, PlayRequest } from "./services";

export interface TestPlayerOptions {
  readonly engines?: FakePlaybackEngine[];
  readonly preferences?: PlayerPreferencesStore;
  readonly logSink?: PlayerLogSink;
}

/** Test-only: a PlayStream on fakes, with every view and signal it emitted. */
export function testPlayer(options: TestPlayerOptions = {}) {
  const clock = new FakeClock();
  const engine = options.engines?.[0] ?? new FakePlaybackEngine({ name: "hls" });
  const player = new PlayStream(options.engines ?? [engine], clock, options.preferences, options.logSink);
  const views: PlayerView[] = [];
  const signals: PlayerSignal[] = [];
  player.state$.subscribe((view) => views.push(view));
  player.signals$.subscribe((signal) => signals.push(signal));
  const view = (): PlayerView => {
    const last = views.at(-1);
    if (!last) throw new Error("no view");
    return last;
  };
  const session = (): FakePlaybackSession => {
    const last = engine.lastSession;
    if (!last) throw new Error("no session");
    return last;
  };
  /** Binds a surface, loads `request` and lets the engine attach. */
  const start = async (request: PlayRequest): Promise<FakePlaybackSession> => {
    player.bindSurface({ id: "video" });
    player.load(request);
    await settle();
    return session();
  };
  const emit = (...events: PlaybackEvent[]): void => {
    for (const event of events) session().events.next(event);
  };
  /** Moves the fake clock and lets engines attached on the way answer. */
  const advance = async (ms: number): Promise<void> => {
    clock.advance(ms);
    await settle();
  };
  return { player, clock, engine, views, signals, view, session, start, emit, advance };
}

export const LIVE: PlayRequest = { url: "http://h/live.m3u8", live: true };
export const RECORDED: PlayRequest = { url: "http://h/vod.mp4", live: false };
export const FATAL_NETWORK: PlaybackEvent = { type: "error", fatal: true, group: "network", detail: "levelLoadError", httpStatus: 404 };
