import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { FakeClock, RecordingPlayerService, ScriptedSessionApi, settle, testRoomContext } from "../testing";
import { WatchDuration } from "./watch-duration";

const ROOM = { eventId: "e-10001", roomId: "r-20001", pageSession: "ps-1" };
const report = (seconds: number) => ({ ...ROOM, seconds });

function setup() {
  const clock = new FakeClock(0);
  const player = new RecordingPlayerService();
  const sessionApi = new ScriptedSessionApi();
  const duration = new WatchDuration(player, sessionApi, clock);
  duration.start(testRoomContext().context);
  return { clock, player, sessionApi, duration, reports: sessionApi.reports };
}

describe("WatchDuration (§7 duration dots every 10 s of play)", () => {
  it("reports 10 s for every 10 s of play and only while playing", async () => {
    const { clock, player, duration, reports } = setup();
    duration.track(ROOM);
    clock.advance(30_000);
    expect(reports).toEqual([]);
    player.setStatus("playing");
    clock.advance(9_999);
    expect(reports).toEqual([]);
    clock.advance(1);
    clock.advance(10_000);
    expect(reports).toEqual([report(10), report(10)]);
    await settle();
  });

  it("holds the count while paused or buffering and goes on from there", () => {
    const { clock, player, duration, reports } = setup();
    duration.track(ROOM);
    player.setStatus("playing");
    clock.advance(6_000);
    player.setStatus("paused");
    clock.advance(60_000);
    player.setStatus("buffering");
    clock.advance(60_000);
    expect(reports).toEqual([]);
    player.setStatus("playing");
    clock.advance(4_000);
    expect(reports).toEqual([report(10)]);
  });

  it.each(["idle", "complete", "error"] as const)("reports the rest at once when the player goes %s", (status) => {
    const { clock, player, duration, reports } = setup();
    duration.track(ROOM);
    player.setStatus("playing");
    clock.advance(13_500);
    player.setStatus(status);
    expect(reports).toEqual([report(10), report(3)]);
    clock.advance(60_000);
    expect(reports).toHaveLength(2);
  });

  it("stop (the page closes) flushes whole seconds and reports nothing after; a new track goes on", () => {
    const { clock, player, duration, reports } = setup();
    duration.track(ROOM);
    player.setStatus("playing");
    clock.advance(2_700);
    duration.stop();
    expect(reports).toEqual([report(2)]);
    clock.advance(30_000);
    expect(reports).toHaveLength(1);
    duration.track({ ...ROOM, roomId: "r-2" });
    clock.advance(10_000);
    expect(reports.at(-1)).toEqual({ ...ROOM, roomId: "r-2", seconds: 10 });
  });

  it("a report that fails is dropped silently (no unhandled rejection) and the counting goes on", async () => {
    const { clock, player, duration, reports, sessionApi } = setup();
    sessionApi.reportError = new ApiFailure("http", "", 500, "");
    duration.track(ROOM);
    player.setStatus("playing");
    clock.advance(20_000);
    await settle();
    expect(reports).toEqual([report(10), report(10)]);
  });

  it("reports nothing without a room", () => {
    const { clock, player, reports } = setup();
    player.setStatus("playing");
    clock.advance(30_000);
    player.setStatus("idle");
    expect(reports).toEqual([]);
  });
});
