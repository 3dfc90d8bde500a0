import {
  INITIAL_LIVE_ROOM,
  type EnteredEvent,
  type LikesService,
  type LikesState,
  type LiveRoomState,
  type PresenceService,
  type Loadable,
  type OpenedRoom,
  type ResolvedEvent,
  type RoomContext,
} from "@livehall/application";
import { demoFixtures } from "@livehall/application/testing";
import { BehaviorSubject } from "rxjs";
import type { EnterEventService, LiveRoomService, OpenRoomService, ResolveEventService } from "../services/use-cases";

/**
 * Use-cases that stay in the state a test or story gives them and record how they were called.
 * They never navigate or call a server: they let a page be shown in each of its states.
 */
abstract class FixedState<T> {
  readonly subject: BehaviorSubject<T>;
  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
  }
  get state$() {
    return this.subject.asObservable();
  }
  /** Moves the fake to another state (e.g. loading → ready in a test). */
  set(state: T): void {
    this.subject.next(state);
  }
}

export class FakeResolveEvent extends FixedState<Loadable<ResolvedEvent>> implements ResolveEventService {
  readonly runs: string[] = [];
  constructor(initial: Loadable<ResolvedEvent> = { status: "idle" }) {
    super(initial);
  }
  run(eventNumber: string): Promise<ResolvedEvent | null> {
    this.runs.push(eventNumber);
    const state = this.subject.value;
    return Promise.resolve(state.status === "ready" ? state.value : null);
  }
  /** The event as the room scope finds it at hand: the ready state, else the demo event. */
  current(eventNumber: string): ResolvedEvent {
    const state = this.subject.value;
    return state.status === "ready"
      ? state.value
      : { eventNumber, brief: demoFixtures.brief(), domain: demoFixtures.domainConfig(), languages: demoFixtures.languageConfig() };
  }
  resolve(eventNumber: string): Promise<ResolvedEvent> {
    return Promise.resolve(this.current(eventNumber));
  }
}

export class FakeEnterEvent extends FixedState<Loadable<EnteredEvent>> implements EnterEventService {
  readonly runs: { eventNumber: string; options: { roomNumber?: string; from?: string } | undefined }[] = [];
  constructor(initial: Loadable<EnteredEvent> = { status: "idle" }) {
    super(initial);
  }
  run(eventNumber: string, options?: { roomNumber?: string; from?: string }): Promise<void> {
    this.runs.push({ eventNumber, options });
    return Promise.resolve();
  }
}

export class FakeOpenRoom extends FixedState<Loadable<OpenedRoom>> implements OpenRoomService {
  readonly runs: { eventNumber: string; roomNumber: string }[] = [];
  constructor(initial: Loadable<OpenedRoom> = { status: "idle" }) {
    super(initial);
  }
  run(eventNumber: string, roomNumber: string): Promise<void> {
    this.runs.push({ eventNumber, roomNumber });
    return Promise.resolve();
  }
}

/** A live room whose pushes the test or story sets with `set` (or `patch`); records starts and stops. */
export class FakeLiveRoom extends FixedState<LiveRoomState> implements LiveRoomService {
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  stops = 0;
  constructor(initial: Partial<LiveRoomState> = {}) {
    super({ ...INITIAL_LIVE_ROOM, ...initial });
  }
  /** Applies one push's change to the current state. */
  patch(change: Partial<LiveRoomState>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }
  dispose(): void {
    this.stops++;
  }
}

/** Likes whose total the test or story sets; records starts, taps and stops. */
export class FakeLikes extends FixedState<LikesState> implements LikesService {
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  taps = 0;
  stops = 0;
  constructor(total: number | null = null) {
    super({ total });
  }
  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }
  tap(): Promise<boolean> {
    this.like();
    return Promise.resolve(true);
  }
  like(): void {
    this.taps++;
    this.subject.next({ total: (this.subject.value.total ?? 0) + 1 });
  }
  dispose(): void {
    this.stops++;
  }
}

/** Presence that records starts and stops. */
export class FakePresence implements PresenceService {
  readonly starts: { eventNumber: string; roomId: string; pageSession: string }[] = [];
  stops = 0;
  start({ eventNumber, roomId, pageSession }: RoomContext): void {
    this.starts.push({ eventNumber, roomId, pageSession });
  }
  /** The room opened again (a new page session): the beat starts again with it. */
  reopened(context: RoomContext): void {
    this.start(context);
  }
  dispose(): void {
    this.stops++;
  }
}
