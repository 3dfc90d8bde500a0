import { describe, expect, it } from "vitest";
import { LIVE_STATUS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject } from "rxjs";
import { InMemoryTokenStore, ScriptedApiGateway, createTestContainer, demoFixtures, settle } from "../testing";
import { APP_TOKENS, getService, token } from "../tokens";
import { INITIAL_LIVE_ROOM, type LiveRoomState } from "../live-room/services";
import type { RoomContext, RoomFeature } from "./room-context";
import type { RoomFeatureRegistration } from "./room-feature-registration";
import type { RoomScope } from "./room-scope";

/** What the test features did, in order ("start:a", "dispose:b", …). */
const LOG = token<string[]>("test.RoomLog");
const FIRST = token<First>("test.First");
const SECOND = token<Second>("test.Second");
const BROKEN = token<Broken>("test.Broken");

@injectable()
class First implements RoomFeature {
  context: RoomContext | null = null;
  reopenedWith: RoomContext[] = [];
  constructor(@inject(LOG) private readonly log: string[]) {}
  start(context: RoomContext): void {
    this.context = context;
    this.log.push("start:first");
  }
  reopened(context: RoomContext): void {
    this.reopenedWith.push(context);
  }
  dispose(): void {
    this.log.push("dispose:first");
  }
}

/** Injects First: it must get the same room's instance. */
@injectable()
class Second implements RoomFeature {
  constructor(
    @inject(LOG) private readonly log: string[],
    @inject(FIRST) readonly first: First,
  ) {}
  start(): void {
    this.log.push(`start:second(first ${this.first.context === null ? "not " : ""}started)`);
  }
  dispose(): void {
    this.log.push("dispose:second");
  }
}

@injectable()
class Broken implements RoomFeature {
  constructor(@inject(LOG) private readonly log: string[]) {}
  start(): void {
    throw new Error("broken start");
  }
  dispose(): void {
    this.log.push("dispose:broken");
    throw new Error("broken dispose");
  }
}

/** Stands in for the live room: a live status the test pushes. */
@injectable()
class PushedLiveRoom implements RoomFeature {
  readonly state = new BehaviorSubject<LiveRoomState>(INITIAL_LIVE_ROOM);
  readonly state$ = this.state.asObservable();
  start(): void {}
  dispose(): void {}
}

const REGISTRATIONS: readonly RoomFeatureRegistration[] = [
  { id: "second", token: SECOND, type: Second, order: 20, topics: [2, 3] },
  { id: "first", token: FIRST, type: First, order: 10, topics: [1, 2] },
];

/** watch-init answering the room asked for (20001 → r-20001, 20002 → r-20002). */
const roomsByNumber = () =>
  new ScriptedApiGateway({ getWatchInit: (_eventId, roomNumber) => ({ ...demoFixtures.room(), roomNumber, roomId: `r-${roomNumber}` }) });

function setup(registrations: readonly RoomFeatureRegistration[] = REGISTRATIONS, api = roomsByNumber()) {
  const harness = createTestContainer({
    api,
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
    roomFeatures: registrations,
  });
  const log: string[] = [];
  harness.container.bind(LOG).toConstantValue(log);
  const watchRoom = getService(harness.container, APP_TOKENS.WatchRoom);
  const scopes: (RoomScope | null)[] = [];
  watchRoom.scope$.subscribe((scope) => scopes.push(scope));
  const scope = () => scopes.at(-1) ?? null;
  return { ...harness, log, watchRoom, scopes, scope };
}

describe("WatchRoom (issue 12: one room scope owns the room's features)", () => {
  it("opens the room once, then builds its context and starts the features in their order", async () => {
    const { watchRoom, api, log, scope } = setup();
    watchRoom.open("10001", "20001");
    expect(scope()).toBeNull();
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(1);
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
    expect(scope()?.ids).toEqual(["first", "second"]);
    expect(log).toEqual(["start:first", "start:second(first started)"]);
    const context = scope()?.find(FIRST)?.context;
    expect(context).toMatchObject({
      eventNumber: "10001",
      eventId: "e-10001",
      roomNumber: "20001",
      roomId: "r-20001",
      viewerId: demoFixtures.brief().viewer?.viewerId ?? null,
      pageSession: demoFixtures.room().pageSession,
      goImUrl: demoFixtures.domainConfig().goImUrl,
      defaultLanguage: demoFixtures.languageConfig().defaultLanguage,
      room: demoFixtures.room(),
      topics: [1, 2, 3],
    });
    expect(context?.signal.aborted).toBe(false);
  });

  it("gives features that inject each other this room's instances, and a new room new ones", async () => {
    const { watchRoom, scope } = setup();
    watchRoom.open("10001", "20001");
    await settle();
    const first = scope()?.find(FIRST);
    expect(first).toBeInstanceOf(First);
    expect(scope()?.find(SECOND)?.first).toBe(first);
    watchRoom.open("10001", "20002");
    await settle();
    expect(scope()?.context.roomId).toBe("r-20002");
    expect(scope()?.find(FIRST)).toBeInstanceOf(First);
    expect(scope()?.find(FIRST)).not.toBe(first);
    expect(scope()?.find(SECOND)?.first).toBe(scope()?.find(FIRST));
  });

  it("disposes the features in reverse order on close, aborts the context's signal and publishes no scope", async () => {
    const { watchRoom, log, scope } = setup();
    watchRoom.open("10001", "20001");
    await settle();
    const context = scope()?.find(FIRST)?.context;
    log.length = 0;
    watchRoom.close();
    expect(log).toEqual(["dispose:second", "dispose:first"]);
    expect(context?.signal.aborted).toBe(true);
    expect(scope()).toBeNull();
    watchRoom.close();
    expect(log).toEqual(["dispose:second", "dispose:first"]);
  });

  it("disposes the room open before when another room opens, and opens the same room only once", async () => {
    const { watchRoom, api, log } = setup();
    watchRoom.open("10001", "20001");
    watchRoom.open("10001", "20001");
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(1);
    log.length = 0;
    watchRoom.open("10001", "20002");
    await settle();
    expect(log).toEqual(["dispose:second", "dispose:first", "start:first", "start:second(first started)"]);
  });

  it("starts no feature for a room closed while it was opening", async () => {
    let answer: (room: ReturnType<typeof demoFixtures.room>) => void = () => undefined;
    const api = new ScriptedApiGateway({ getWatchInit: () => new Promise((resolve) => (answer = resolve)) });
    const { watchRoom, log, scope } = setup(REGISTRATIONS, api);
    watchRoom.open("10001", "20001");
    await settle();
    watchRoom.close();
    answer(demoFixtures.room());
    await settle();
    expect(log).toEqual([]);
    expect(scope()).toBeNull();
  });

  it("owns stale answers: a room left while opening never shows, only the newest open publishes on OpenRoom's state", async () => {
    const answers = new Map<string, (room: ReturnType<typeof demoFixtures.room>) => void>();
    const api = new ScriptedApiGateway({
      getWatchInit: (_eventId, roomNumber) => new Promise((resolve) => answers.set(roomNumber, resolve)),
    });
    const { watchRoom, log, scope, container } = setup(REGISTRATIONS, api);
    const opened: string[] = [];
    getService(container, APP_TOKENS.OpenRoom).state$.subscribe((state) => {
      if (state.status === "ready") opened.push(state.value.room.roomNumber);
    });
    watchRoom.open("10001", "20001");
    await settle();
    watchRoom.open("10001", "20002");
    await settle();
    answers.get("20002")?.({ ...demoFixtures.room(), roomNumber: "20002", roomId: "r-20002" });
    await settle();
    answers.get("20001")?.({ ...demoFixtures.room(), roomNumber: "20001", roomId: "r-20001" });
    await settle();
    expect(opened).toEqual(["20002"]);
    expect(scope()?.context.roomId).toBe("r-20002");
    expect(log).toEqual(["start:first", "start:second(first started)"]);
  });

  it("owns stale answers of the same room: a retry while the first call is out drops the first call's late answer", async () => {
    const answers: ((pageSession: string) => void)[] = [];
    const api = new ScriptedApiGateway({
      getWatchInit: () =>
        new Promise((resolve) => {
          answers.push((pageSession) => {
            resolve({ ...demoFixtures.room(), pageSession });
          });
        }),
    });
    const { watchRoom, scope, container } = setup(REGISTRATIONS, api);
    const sessions: string[] = [];
    getService(container, APP_TOKENS.OpenRoom).state$.subscribe((state) => {
      if (state.status === "ready") sessions.push(state.value.room.pageSession);
    });
    watchRoom.open("10001", "20001");
    await settle();
    watchRoom.retry();
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]?.("page-2");
    await settle();
    answers[0]?.("page-1");
    await settle();
    expect(sessions).toEqual(["page-2"]);
    expect(scope()?.context.pageSession).toBe("page-2");
  });

  it("keeps the other features when one fails to start or to dispose", async () => {
    const { watchRoom, log } = setup([...REGISTRATIONS, { id: "broken", token: BROKEN, type: Broken, order: 15 }]);
    watchRoom.open("10001", "20001");
    await settle();
    expect(log).toEqual(["start:first", "start:second(first started)"]);
    watchRoom.close();
    expect(log.slice(2)).toEqual(["dispose:second", "dispose:broken", "dispose:first"]);
  });

  it("opens the room again when the live status disagrees with what is shown, keeping its features", async () => {
    const living = { ...demoFixtures.room(), liveStatus: LIVE_STATUS.LIVING, pageSession: "page-2" };
    const api = new ScriptedApiGateway({ getWatchInit: { ...demoFixtures.room(), liveStatus: LIVE_STATUS.NOT_BEGUN } });
    const { watchRoom, scope } = setup(
      [...REGISTRATIONS, { id: "liveRoom", token: APP_TOKENS.LiveRoom, type: PushedLiveRoom, order: 5 }],
      api,
    );
    watchRoom.open("10001", "20001");
    await settle();
    const first = scope()?.find(FIRST);
    const liveRoom = scope()?.find(APP_TOKENS.LiveRoom);
    if (!(liveRoom instanceof PushedLiveRoom)) throw new Error("the live room is the test's");
    api.script.getWatchInit = living;
    liveRoom.state.next({ ...INITIAL_LIVE_ROOM, liveStatus: LIVE_STATUS.LIVING });
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(2);
    expect(scope()?.find(FIRST)).toBe(first);
    expect(first?.reopenedWith.map((context) => context.pageSession)).toEqual(["page-2"]);
    // The same status again (and the reopened room agreeing with it) opens nothing more.
    liveRoom.state.next({ ...INITIAL_LIVE_ROOM, liveStatus: LIVE_STATUS.LIVING, watchNumber: 3 });
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(2);
  });
});
