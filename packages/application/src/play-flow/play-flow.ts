import {
  INITIAL_PLAY_FLOW_STATE,
  LIVE_STATUS,
  PAGE_SOURCE_TYPE,
  PLAY_FLOW_ACTION,
  PLAY_FLOW_CODES,
  PLAY_FLOW_STATUS,
  PLAY_TYPE,
  nextPlay,
  type PlayFlowAction,
  type PlayFlowEvent,
  type PlayFlowState,
} from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { BehaviorSubject, Subject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway } from "../api/ports";
import type { Clock } from "../platform/ports";
import type { PlayerService, PlayerSignal } from "../play-stream/services";
import type { LiveRoomService, LiveRoomState } from "../live-room/services";
import type { TrialTimerService } from "../trial/services";
import type { WatchDurationService } from "../watch-duration/services";
import type { RoomContext } from "../watch-room/room-context";
import type { LifetimeSignal } from "../lifetime";
import type { MediaApi, StreamProbe } from "./ports";
import { fetchLiveAddress, type LiveAddress } from "./live-address";
import { StreamDetector, type StreamDetectorEvent } from "./stream-detector";
import { LOADING_PLAY_FLOW_VIEW, playFlowView } from "./play-flow-view";
import { loadRoomMedia } from "./room-media-outcome";
import { playRequestOf } from "./play-request";
import { noticeOf } from "./play-flow-notice";
import { liveSignalReaction, recordedSignalEvent } from "./player-signal-reaction";
import { NO_FACTS, playFlowSessionOf, startEventOf, type PlayFlowSession } from "./play-flow-session";
import { type PlayFlowEventSource, type PlayFlowNotice, type PlayFlowService, type PlayFlowView } from "./services";

/**
 * The sourceType a menu video's watch-preview is asked with: the viewer opens it on the live
 * watch page, whose §3 page source type is "event live" (7) — "watch trailer" (9) names the
 * room's own trailers, which arrive with watch-medias and are never previewed one by one.
 */
export const MENU_VIDEO_SOURCE_TYPE = PAGE_SOURCE_TYPE.EVENT_LIVE;

/**
 * The §4 play flow of the watch page, a room feature. `start` takes the room the scope opened
 * (from the context: watch-init is not asked again), loads watch-medias and, while living, the live play address,
 * then drives the domain's `nextPlay` reducer and carries out its actions: the main player
 * (PlayStream) loads and stops, the {@link StreamDetector} polls, the address is asked again,
 * the view and `events$` tell the page and the board. It listens to the player's signals (ends,
 * fatal errors, 403 expired addresses, code 2002, the live stream's end), to LiveRoom (live
 * status, loop playback) and to the trial (used up).
 */
@injectable()
export class PlayFlow implements PlayFlowService, PlayFlowEventSource {
  private readonly view = new BehaviorSubject<PlayFlowView>({ ...LOADING_PLAY_FLOW_VIEW, status: PLAY_FLOW_STATUS.IDLE });
  readonly state$: Observable<PlayFlowView> = this.view.asObservable();
  private readonly events = new Subject<PlayFlowNotice>();
  readonly events$: Observable<PlayFlowNotice> = this.events.asObservable();
  private readonly detector: StreamDetector;
  private flow: PlayFlowState = INITIAL_PLAY_FLOW_STATE;
  private session: PlayFlowSession | null = null;
  /** The signal of the room started last: answers after it closed are dropped. */
  private signal: LifetimeSignal | null = null;
  private trialSubscription: Subscription | null = null;
  private trialEnded = false;
  private language: string | null = null;
  /** The meeting room's screen the viewer chose (decision 0039); null: the room's main screen. Kept across restarts. */
  private screenId: string | null = null;
  /** Actions are being carried out: the player's own signals (idle after a stop) are not the flow's. */
  private executing = false;

  constructor(
    @inject(APP_TOKENS.ApiGateway) private readonly api: ApiGateway,
    @inject(APP_TOKENS.MediaApi) private readonly mediaApi: MediaApi,
    @inject(APP_TOKENS.StreamProbe) probe: StreamProbe,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.PlayStream) private readonly player: PlayerService,
    @inject(APP_TOKENS.LiveRoom) @optional() private readonly liveRoom: LiveRoomService | undefined,
    @inject(APP_TOKENS.TrialTimer) @optional() private readonly trial: TrialTimerService | undefined,
    @inject(APP_TOKENS.WatchDuration) @optional() private readonly watchDuration: WatchDurationService | undefined,
  ) {
    this.detector = new StreamDetector(probe, clock);
  }

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    const { signal, eventId, room } = context;
    this.signal = signal;
    this.trialSubscription =
      this.trial?.state$.subscribe((state) => {
        this.trialEnded = state.ended;
        if (state.ended && this.session) this.dispatch([{ type: "trialExhausted" }]);
      }) ?? null;
    this.view.next(LOADING_PLAY_FLOW_VIEW);
    const living = room.liveStatus === LIVE_STATUS.LIVING;
    const [outcome, address] = await Promise.all([
      loadRoomMedia(this.mediaApi, eventId, room.roomId),
      living ? fetchLiveAddress(this.api, eventId, room.roomId, null, this.screenId) : Promise.resolve<LiveAddress>({ kind: "notLiving" }),
    ]);
    if (!this.current(signal)) return;
    const session = playFlowSessionOf(context, outcome, address);
    this.session = session;
    if (outcome.code === "trialExhausted" || address.kind === "trialEnded") this.trial?.serverEnded(context.eventNumber);
    this.watchDuration?.track({ eventId, roomId: room.roomId, pageSession: room.pageSession });
    const startEvent = startEventOf(context, outcome, address, this.trialEnded);
    const stockEmpty = outcome.code === "stockEmpty" || address.kind === "stockEmpty";
    // Stock empty: only the final transition's actions run (nothing is created to be removed at once).
    this.dispatch(stockEmpty ? [startEvent, { type: "stockEmpty" }] : [startEvent]);
    this.listen(session);
  }

  dispose(): void {
    this.signal = null;
    this.trialSubscription?.unsubscribe();
    this.trialSubscription = null;
    const session = this.session;
    this.session = null;
    session?.subscription.unsubscribe();
    this.detector.stop();
    const wasPlaying = this.flow.status === PLAY_FLOW_STATUS.PLAYING;
    this.flow = INITIAL_PLAY_FLOW_STATE;
    if (wasPlaying)
      this.run(() => {
        this.player.stop();
      });
    if (session) this.watchDuration?.stop();
    this.view.next({ ...LOADING_PLAY_FLOW_VIEW, status: PLAY_FLOW_STATUS.IDLE });
  }

  /** `signal` is the room started last and it is still open. */
  private current(signal: LifetimeSignal): boolean {
    return this.signal === signal && !signal.aborted;
  }

  async openMenuVideo(mediaId: string): Promise<void> {
    const session = this.session;
    if (!session) return;
    const preview = await this.mediaApi.getMediaPreview(session.eventId, session.roomId, mediaId, MENU_VIDEO_SOURCE_TYPE).catch(() => null);
    if (session !== this.session || !preview) return;
    if (preview.responseCode === PLAY_FLOW_CODES.STOCK_EMPTY) {
      this.dispatch([{ type: "stockEmpty" }]);
      return;
    }
    if (preview.url === null || preview.url.trim() === "") return;
    this.dispatch([{ type: "menuVideo", url: preview.url }]);
  }

  closeMenuVideo(): void {
    if (this.session) this.dispatch([{ type: "menuVideoEnded" }]);
  }

  /**
   * Plays another screen of a meeting room (decision 0039) in the same player: its address is
   * asked for (live-play-addr ?screenId=) and the live stream moves to it, as after an expired
   * address; every later ask (detection, refresh, live end) is for that screen. Before the flow
   * started it is remembered for the start. Null: the room's main screen.
   */
  async playScreen(screenId: string | null): Promise<void> {
    if (screenId === this.screenId) return;
    this.screenId = screenId;
    const session = this.session;
    if (!session) return;
    session.choice = null;
    await this.refresh(session);
  }

  setLanguage(language: string): void {
    this.language = language;
    if (this.session) this.publish();
  }

  private listen(session: PlayFlowSession): void {
    const { subscription } = session;
    subscription.add(
      this.player.signals$.subscribe((signal) => {
        this.onSignal(signal);
      }),
    );
    subscription.add(
      this.detector.events$.subscribe((event) => {
        this.onDetector(event);
      }),
    );
    if (this.liveRoom)
      subscription.add(
        this.liveRoom.state$.subscribe((state) => {
          this.onLiveRoom(session, state);
        }),
      );
  }

  /** Reduces `events` and carries out the last transition's actions. */
  private dispatch(events: readonly PlayFlowEvent[]): readonly PlayFlowAction[] {
    const before = this.flow;
    this.flow = events.reduce(nextPlay, this.flow);
    if (this.flow !== before) this.publish();
    const actions = this.flow.actions;
    for (const action of actions) this.execute(action);
    return actions;
  }

  private execute(action: PlayFlowAction): void {
    const session = this.session;
    switch (action) {
      case PLAY_FLOW_ACTION.CREATE_PLAYER:
        this.createPlayer();
        break;
      case PLAY_FLOW_ACTION.REMOVE_PLAYER:
        this.run(() => {
          this.player.stop();
        });
        break;
      case PLAY_FLOW_ACTION.START_DETECTOR:
        this.startDetector();
        break;
      case PLAY_FLOW_ACTION.STOP_DETECTOR:
        this.detector.stop();
        break;
      case PLAY_FLOW_ACTION.REFRESH_URL:
        if (session) void this.refresh(session);
        break;
      default: {
        const notice = noticeOf(action);
        if (notice) this.events.next(notice);
        break;
      }
    }
  }

  private createPlayer(): void {
    const request = this.session ? playRequestOf(this.flow, this.session.lines, this.session.media?.videoConfig) : null;
    if (request)
      this.run(() => {
        this.player.load(request);
      });
  }

  /** Detects `url`; without a known address it is asked for first (none: detection gave up). */
  private startDetector(): void {
    const session = this.session;
    const { url } = this.flow;
    if (url !== undefined) {
      this.detector.start(url);
      return;
    }
    if (!session) return;
    void this.liveAddress(session, () => this.detecting()).then((address) => {
      if (!address) return;
      if (address.kind !== "living") this.dispatch([{ type: "detectionStopped" }]);
      else {
        this.dispatch([{ type: "liveUrlChanged", url: address.url }]);
        // Not live yet (after an ad): the reducer only remembers the address; detect it here.
        if (this.detecting() && this.detector.url === null) this.detector.start(address.url);
      }
    });
  }

  /** The flow waits for the detector (read afresh: dispatching changes it). */
  private detecting(): boolean {
    return this.flow.status === PLAY_FLOW_STATUS.DETECTING;
  }

  /**
   * Asks for the live address again (refreshUrl, a 403 from the detector or the player, code
   * 2002) and moves the player or detector to it — reloading the player even when the address
   * did not change, since the old one failed.
   */
  private async refresh(session: PlayFlowSession): Promise<void> {
    const address = await this.liveAddress(session, () => true);
    if (address?.kind !== "living") return;
    const actions = this.dispatch([{ type: "liveUrlChanged", url: address.url }]);
    if (this.flow.type !== PLAY_TYPE.LIVE) return;
    if (this.flow.status === PLAY_FLOW_STATUS.PLAYING && !actions.includes(PLAY_FLOW_ACTION.CREATE_PLAYER)) this.createPlayer();
    if (this.flow.status === PLAY_FLOW_STATUS.DETECTING && !actions.includes(PLAY_FLOW_ACTION.START_DETECTOR)) this.startDetector();
  }

  private onDetector(event: StreamDetectorEvent): void {
    const session = this.session;
    if (!session || this.flow.status !== PLAY_FLOW_STATUS.DETECTING) return;
    if (event.type === "detected") this.dispatch([{ type: "streamDetected" }]);
    else if (event.type === "stopped") this.dispatch([{ type: "detectionStopped" }]);
    else void this.refresh(session);
  }

  private onSignal(signal: PlayerSignal): void {
    const session = this.session;
    if (this.executing || !session || this.flow.status !== PLAY_FLOW_STATUS.PLAYING) return;
    if (this.flow.type !== PLAY_TYPE.LIVE) {
      const event = recordedSignalEvent(this.flow.type, signal);
      if (event) this.dispatch([event]);
      return;
    }
    const reaction = liveSignalReaction(this.flow.url ?? "", signal);
    switch (reaction.kind) {
      case "switched":
        // The player already plays the new address: remember it (and the choice) without reloading.
        session.choice = { lineIndex: reaction.lineIndex, qualityIndex: reaction.qualityIndex };
        this.flow = nextPlay(this.flow, { type: "liveUrlSwitched", url: reaction.url });
        return;
      case "refreshAddress":
        void this.refresh(session);
        return;
      case "noDelayCode":
        this.dispatch([{ type: "noDelayCode2002" }]);
        return;
      case "checkLiveEnd":
        void this.checkLiveEnd(session, reaction.stalled);
        return;
      case "none":
        return;
    }
  }

  /**
   * A signal that may mean the live stream ended (§4 liveEndFires): the play address is asked
   * again. Not living any more: the live status goes to stopped and the live ends. Still living:
   * when the player stopped (`stalled`) it detects the stream again at the (new) address.
   */
  private async checkLiveEnd(session: PlayFlowSession, stalled: boolean): Promise<void> {
    if (session.checking) return;
    session.checking = true;
    const address = await this.liveAddress(
      session,
      () => this.flow.type === PLAY_TYPE.LIVE && this.flow.status === PLAY_FLOW_STATUS.PLAYING,
    );
    session.checking = false;
    switch (address?.kind) {
      case "notLiving":
        session.lastLiveStatus = LIVE_STATUS.NOT_BEGUN;
        this.dispatch([{ type: "liveStatusChanged", status: "stopped" }]);
        this.dispatch([{ type: "liveEnded" }]);
        return;
      case "living":
        if (!stalled) return;
        this.dispatch([{ type: "liveEnded" }]);
        if (this.flow.url !== address.url) this.dispatch([{ type: "liveUrlChanged", url: address.url }]);
        return;
      default:
        return;
    }
  }

  private onLiveRoom(session: PlayFlowSession, state: LiveRoomState): void {
    if (state.loopPlayback !== null && state.loopPlayback !== this.flow.room.loopPlayback) {
      // Remembered for the last trailer; nothing changes on screen, so no view is published.
      this.flow = nextPlay(this.flow, { type: "loopPlaybackChanged", loopPlayback: state.loopPlayback });
    }
    const status = state.liveStatus;
    if (status === null || status === session.lastLiveStatus) return;
    session.lastLiveStatus = status;
    if (status !== LIVE_STATUS.LIVING) {
      this.dispatch([{ type: "liveStatusChanged", status: "stopped" }]);
      return;
    }
    void this.liveAddress(session, () => session.lastLiveStatus === LIVE_STATUS.LIVING).then((address) => {
      if (!address) return;
      this.dispatch([{ type: "liveStatusChanged", status: "living", ...(address.kind === "living" ? { url: address.url } : {}) }]);
    });
  }

  /**
   * Asks for the live address again. Null when the answer no longer matters (another start, or
   * `stillWanted` says no), the stock is empty (then dispatched here) or the trial ended (asked again
   * after a 403 of an address that ended with it: told to the trial timer, whose end stops the flow,
   * wanted or not); a living answer refreshes the session's lines.
   */
  private async liveAddress(
    session: PlayFlowSession,
    stillWanted: () => boolean,
  ): Promise<Exclude<LiveAddress, { kind: "stockEmpty" | "trialEnded" }> | null> {
    const address = await fetchLiveAddress(this.api, session.eventId, session.roomId, session.choice, this.screenId);
    if (session === this.session && address.kind === "trialEnded") this.trial?.serverEnded(session.eventNumber);
    if (session !== this.session || address.kind === "trialEnded" || !stillWanted()) return null;
    if (address.kind === "stockEmpty") {
      this.dispatch([{ type: "stockEmpty" }]);
      return null;
    }
    if (address.kind === "living") session.lines = address.lines;
    return address;
  }

  /** Runs a player command, ignoring the signals it causes (they are the flow's own doing). */
  private run(command: () => void): void {
    const was = this.executing;
    this.executing = true;
    try {
      command();
    } finally {
      this.executing = was;
    }
  }

  private publish(): void {
    const session = this.session;
    this.view.next(
      session
        ? playFlowView(this.flow, session, this.language)
        : { ...playFlowView(this.flow, NO_FACTS, null), status: this.view.value.status },
    );
  }
}
