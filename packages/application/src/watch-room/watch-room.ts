import type { Container } from "inversify";
import { inject, injectable, multiInject, optional } from "inversify";
import { BehaviorSubject, Subscription, combineLatest, filter, map, of, switchAll, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { OpenRoom } from "../open-room/open-room";
import type { PlayerService } from "../play-stream/services";
import type { ResolveEvent } from "../resolve-event/resolve-event";
import type { OpenedRoom, ResolvedEvent } from "../state";
import { LiveStatusFollower } from "./live-status-follower";
import { type RoomContext } from "./room-context";
import { Lifetime } from "../lifetime";
import type { RoomFeatureRegistration } from "./room-feature-registration";
import type { WatchRoomService } from "./services";
import { openRoomScope, topicsOf, type RoomScope } from "./room-scope";

interface Target {
  readonly eventNumber: string;
  readonly roomNumber: string;
}

/**
 * The watch room: the one owner of an open room (issue 12). `open` opens the room (OpenRoom, with
 * the player library warming up meanwhile); once it is ready the room's context is built (the
 * event resolved once, here) and every registered {@link RoomFeature} is constructed and started
 * in its {@link RoomScope}, published on `scope$`. `close` (or opening another room) aborts the
 * context's signal and disposes the features in reverse order. It also holds the live-status rule
 * ({@link LiveStatusFollower}): a live status that disagrees with what the page shows opens the
 * room again; the same room opened again keeps its scope (its features get `reopened`). Stale
 * answers are its problem: each OpenRoom call gets a lifetime aborted by the next call or `close`
 * (only the newest call publishes), each room a context signal aborted when it closes.
 */
@injectable()
export class WatchRoom implements WatchRoomService {
  private readonly scope = new BehaviorSubject<RoomScope | null>(null);
  /** The open room's features (null until the room is open, and after it closed). */
  readonly scope$: Observable<RoomScope | null> = this.scope.asObservable();
  private readonly registrations: readonly RoomFeatureRegistration[];
  private target: Target | null = null;
  private controller: Lifetime | null = null;
  /** The lifetime of the open call out: aborted by the next one (or close), so only the newest answer is published. */
  private opening: Lifetime | null = null;
  private subscription: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.RoomScopeParent) private readonly parent: Container,
    @inject(APP_TOKENS.OpenRoom) private readonly openRoom: OpenRoom,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.PlayStream) private readonly player: PlayerService,
    @multiInject(APP_TOKENS.RoomFeature) @optional() registrations: readonly RoomFeatureRegistration[] | undefined,
  ) {
    this.registrations = registrations ?? [];
  }

  /**
   * Intent: the watch page shows the room `roomNumber` of the event. Opening the room already
   * open (or opening) does nothing; another room closes the current one first.
   */
  open(eventNumber: string, roomNumber: string): void {
    const target = this.target;
    if (target?.eventNumber === eventNumber && target.roomNumber === roomNumber) return;
    this.close();
    this.target = { eventNumber, roomNumber };
    const controller = new Lifetime();
    this.controller = controller;
    const follower = new LiveStatusFollower();
    // A ready state of another room (replayed from an earlier page) is not this room's.
    const opened$ = this.openRoom.state$.pipe(filter((state) => state.status !== "ready" || state.value.room.roomNumber === roomNumber));
    const subscription = new Subscription();
    subscription.add(
      opened$.subscribe((state) => {
        if (state.status === "ready") void this.opened(state.value, controller);
      }),
    );
    const liveStatus$ = this.scope.pipe(
      map((scope) => scope?.find(APP_TOKENS.LiveRoom) ?? null),
      map((liveRoom) => liveRoom?.state$ ?? of(null)),
    );
    subscription.add(
      combineLatest([
        liveStatus$.pipe(switchAll()),
        opened$.pipe(map((state) => (state.status === "ready" ? state.value.playUrl !== null : null))),
      ]).subscribe(([live, showsLive]) => {
        const decision = follower.decide(live?.liveStatus ?? null, showsLive);
        if (decision === "keep") return;
        if (decision === "warmUpAndReopen") this.player.warmUp({ live: true });
        this.ask(eventNumber, roomNumber);
      }),
    );
    this.subscription = subscription;
    this.run();
  }

  /** Intent: open the room again after it failed to open (the page's retry). */
  retry(): void {
    if (this.target !== null) this.run();
  }

  /** Intent: the page leaves the room: every feature is disposed, answers still out are dropped. */
  close(): void {
    this.opening?.abort();
    this.opening = null;
    this.controller?.abort();
    this.controller = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.target = null;
    const scope = this.scope.value;
    if (scope === null) return;
    this.scope.next(null);
    scope.dispose();
  }

  private run(): void {
    const target = this.target;
    if (target === null) return;
    // The player library loads while the room's address does (first frame sooner).
    this.player.warmUp({ live: true });
    this.ask(target.eventNumber, target.roomNumber);
  }

  /** Asks OpenRoom for the room; the call still out (an earlier open, retry or reopen) is dropped: this scope owns staleness. */
  private ask(eventNumber: string, roomNumber: string): void {
    this.opening?.abort();
    const opening = new Lifetime();
    this.opening = opening;
    void this.openRoom.run(eventNumber, roomNumber, opening);
  }

  private async opened(opened: OpenedRoom, controller: Lifetime): Promise<void> {
    const target = this.target;
    if (target === null || controller.aborted) return;
    const current = this.scope.value;
    if (current !== null && current.context.roomId === opened.room.roomId) {
      current.reopened({ ...current.context, room: opened.room, pageSession: opened.room.pageSession });
      return;
    }
    // OpenRoom resolved the event on its way: its answer is at hand (else it is asked, from the cache).
    const resolved =
      this.resolveEvent.current(target.eventNumber) ?? (await this.resolveEvent.resolve(target.eventNumber).catch(() => null));
    if (resolved === null || this.controller !== controller || this.scope.value !== current) return;
    current?.dispose();
    this.scope.next(openRoomScope(this.parent, this.registrations, this.contextOf(target, resolved, opened, controller)));
  }

  private contextOf(target: Target, resolved: ResolvedEvent, opened: OpenedRoom, controller: Lifetime): RoomContext {
    const { brief } = resolved;
    return {
      eventNumber: target.eventNumber,
      eventId: brief.event.eventId,
      roomNumber: target.roomNumber,
      roomId: opened.room.roomId,
      viewerId: brief.viewer?.viewerId ?? null,
      pageSession: opened.room.pageSession,
      goImUrl: resolved.domain.goImUrl,
      interactAccess: brief.event.interactAccess,
      defaultLanguage: resolved.languages.defaultLanguage,
      room: opened.room,
      topics: topicsOf(this.registrations),
      signal: controller,
      leave: () => {
        if (this.controller === controller) this.close();
      },
    };
  }
}
