import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { injectable } from "inversify";
import { BehaviorSubject } from "rxjs";
import { LOADING_PLAY_FLOW_VIEW } from "../play-flow/play-flow-view";
import type { PlayFlowService } from "../play-flow/services";
import { demoFixtures, FakeScreensApi, openTestRoom, ScriptedApiGateway, settle } from "../testing";
import { APP_TOKENS } from "../tokens";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import type { MeetingScreensView } from "./services";

/** The room's play flow, recording the screens it is asked to play (PlayFlow's own tests play them). */
@injectable()
class RecordingPlayFlow implements PlayFlowService {
  readonly state$ = new BehaviorSubject(LOADING_PLAY_FLOW_VIEW).asObservable();
  readonly played: (string | null)[] = [];
  start(): void {}
  dispose(): void {}
  openMenuVideo(): Promise<void> {
    return Promise.resolve();
  }
  closeMenuVideo(): void {}
  playScreen(screenId: string | null): Promise<void> {
    this.played.push(screenId);
    return Promise.resolve();
  }
}

const FEATURES = [
  { id: "playFlow", token: APP_TOKENS.PlayFlow, type: RecordingPlayFlow, order: 700 },
  ...WATCH_ROOM_FEATURES.filter((registration) => registration.id === "meetingScreens"),
];

const SEMINAR = { ...demoFixtures.room(), roomId: "r-20003", roomNumber: "20003", roomMode: 3 };

/** The screens a view shows, main first: "speaker | slides camera". */
function shown(view: MeetingScreensView): string {
  return `${view.main?.screenId ?? "-"} | ${view.others.map((screen) => screen.screenId).join(" ")}`;
}

async function openSeminar(screensApi = new FakeScreensApi(), room = SEMINAR) {
  const api = new ScriptedApiGateway({ getWatchInit: room });
  const harness = await openTestRoom({ api, screensApi, roomNumber: room.roomNumber, roomFeatures: FEATURES });
  const screens = harness.feature(APP_TOKENS.MeetingScreens);
  const playFlow = harness.feature(APP_TOKENS.PlayFlow);
  if (!(playFlow instanceof RecordingPlayFlow)) throw new Error("the room's play flow is not the recording one");
  const views: MeetingScreensView[] = [];
  screens.state$.subscribe((view) => views.push(view));
  const view = (): MeetingScreensView => views.at(-1) ?? { status: "idle", main: null, others: [] };
  return { ...harness, screensApi, screens, view, played: playFlow.played };
}

describe("MeetingScreens (decision 0039)", () => {
  it("arranges a seminar's screens: the main screen large, the others beside it in the room's order", async () => {
    const { view, screensApi } = await openSeminar();
    expect(screensApi.calls).toEqual([{ eventId: demoFixtures.brief().event.eventId, roomId: "r-20003" }]);
    expect(view().status).toBe("ready");
    expect(shown(view())).toBe("speaker | slides camera");
    expect(view().others.map((screen) => [screen.position, screen.living])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it("choosing a screen makes it main, keeps the rest in order and plays it through the play flow", async () => {
    const { view, screens, played } = await openSeminar();
    screens.choose("camera");
    expect(shown(view())).toBe("camera | speaker slides");
    screens.choose("slides");
    expect(shown(view())).toBe("slides | speaker camera");
    screens.choose("speaker");
    expect(shown(view())).toBe("speaker | slides camera");
    await settle();
    // Each chosen screen plays; the room's main screen without a screenId (its address is the prefetched one).
    expect(played).toEqual(["camera", "slides", null]);
  });

  it.each([
    ["the screen already main", "speaker"],
    ["a screen the room does not have", "nope"],
  ])("ignores choosing %s", async (_case, screenId) => {
    const { view, screens, played } = await openSeminar();
    const before = view();
    screens.choose(screenId);
    await settle();
    expect(view()).toBe(before);
    expect(played).toEqual([]);
  });

  it("a live room asks for no screens and stays idle", async () => {
    const { view, screensApi } = await openSeminar(new FakeScreensApi(), { ...demoFixtures.room() });
    expect(screensApi.calls).toEqual([]);
    expect(view()).toEqual({ status: "idle", main: null, others: [] });
  });

  it("a failed list leaves nothing beside the main screen, which still plays", async () => {
    const screensApi = new FakeScreensApi();
    screensApi.failure = new ApiFailure("network", "", 0, "offline");
    const { view, scope } = await openSeminar(screensApi);
    expect(view()).toEqual({ status: "failed", main: null, others: [] });
    // The room (and its play flow with it) stays open.
    expect(scope()?.ids).toEqual(["playFlow", "meetingScreens"]);
  });

  it("a reopened room asks again and keeps the choice while the room still has the screen", async () => {
    const { view, screens, screensApi, scope } = await openSeminar();
    screens.choose("slides");
    const context = scope()?.context;
    if (!context) throw new Error("the room is not open");
    screens.reopened?.(context);
    await settle();
    expect(screensApi.calls).toHaveLength(2);
    expect(shown(view())).toBe("slides | speaker camera");
    screensApi.screens = screensApi.screens.filter((screen) => screen.screenId !== "slides");
    screens.reopened?.(context);
    await settle();
    expect(shown(view())).toBe("speaker | camera");
  });

  it("closing the room clears the screens and drops a late answer", async () => {
    let answer: (value: readonly []) => void = () => undefined;
    const screensApi = new FakeScreensApi();
    screensApi.getRoomScreens = () => new Promise((resolve) => (answer = resolve));
    const { view, watchRoom } = await openSeminar(screensApi);
    expect(view().status).toBe("loading");
    watchRoom.close();
    answer([]);
    await settle();
    expect(view()).toEqual({ status: "idle", main: null, others: [] });
  });
});
