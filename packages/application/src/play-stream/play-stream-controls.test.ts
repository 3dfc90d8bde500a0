import { describe, expect, it } from "vitest";
import { FakePlaybackEngine, InMemoryPlayerPreferences } from "../testing";
import type { PlayerPreferencesStore } from "../playback/ports";
import { LIVE, RECORDED, testPlayer } from "./test-player";

const SPEEDY = { ...RECORDED, speedMenu: true, seekable: true };

describe("PlayStream speed (§3, §9)", () => {
  it.each([
    [1.5, 1.5],
    [2, 2],
    [3, 1],
    [Number.NaN, 1],
  ])("setRate(%s) plays at %s when the speed menu is offered", async (asked, rate) => {
    const { player, start, session, view } = testPlayer();
    await start(SPEEDY);
    player.setRate(asked);
    expect(session().rates).toEqual([rate]);
    expect(view().rate).toBe(rate);
  });

  it("ignores setRate without the speed menu (live, or the flag off)", async () => {
    const { player, start, session, view } = testPlayer();
    await start({ ...LIVE, speedMenu: true });
    player.setRate(2);
    expect(session().rates).toEqual([]);
    expect(view().rate).toBe(1);
  });

  it("keeps the speed across a reload and resets it on a new load", async () => {
    const { player, start, engine, advance, view } = testPlayer();
    await start(SPEEDY);
    player.setRate(1.5);
    player.reload();
    await advance(0);
    expect(engine.lastSession?.rates).toEqual([1.5]);
    player.load(SPEEDY);
    await advance(0);
    expect(view().rate).toBe(1);
    expect(engine.lastSession?.rates).toEqual([]);
  });
});

describe("PlayStream volume (§5, §9)", () => {
  it.each<[string, { volume: unknown; muted: unknown }, { volume: number; muted: boolean }]>([
    ["nothing stored", { volume: undefined, muted: undefined }, { volume: 1, muted: false }],
    ["a stored choice", { volume: "0.3", muted: "true" }, { volume: 0.3, muted: true }],
    ["bad data", { volume: "loud", muted: "yes" }, { volume: 1, muted: false }],
    ["out of range", { volume: 7, muted: 1 }, { volume: 1, muted: false }],
  ])("starts from the store: %s", async (_name, stored, expected) => {
    const preferences = new InMemoryPlayerPreferences(stored);
    const { start, view, session } = testPlayer({ preferences });
    expect(view()).toMatchObject(expected);
    await start(LIVE);
    expect(session().volumes).toEqual([expected]);
  });

  it("a store that throws reads as the defaults and writes are dropped", async () => {
    const broken: PlayerPreferencesStore = {
      read: () => {
        throw new Error("SecurityError");
      },
      write: () => {
        throw new Error("QuotaExceeded");
      },
    };
    const { player, start, view } = testPlayer({ preferences: broken });
    await start(LIVE);
    player.setVolume(0.2);
    expect(view()).toMatchObject({ volume: 0.2, muted: false });
  });

  it("steps by 0.1 within 0–1, applies and stores each change", async () => {
    const preferences = new InMemoryPlayerPreferences({ volume: 0.95, muted: false });
    const { player, start, session, view } = testPlayer({ preferences });
    await start(LIVE);
    player.stepVolume(1);
    expect(view().volume).toBe(1);
    player.stepVolume(-1);
    player.stepVolume(-1);
    expect(view().volume).toBe(0.8);
    expect(session().volumes.at(-1)).toEqual({ volume: 0.8, muted: false });
    expect(preferences.writes.at(-1)).toEqual({ volume: 0.8, muted: false });
  });

  it.each<[string, { volume: number; muted: boolean }, { volume: number; muted: boolean }]>([
    ["mutes keeping the volume", { volume: 0.6, muted: false }, { volume: 0.6, muted: true }],
    ["unmutes to the volume", { volume: 0.6, muted: true }, { volume: 0.6, muted: false }],
    ["unmuting at 0 sets 0.5", { volume: 0, muted: true }, { volume: 0.5, muted: false }],
  ])("toggleMute %s", async (_name, stored, expected) => {
    const preferences = new InMemoryPlayerPreferences(stored);
    const { player, start, session } = testPlayer({ preferences });
    await start(LIVE);
    player.toggleMute();
    expect(session().volumes.at(-1)).toEqual(expected);
    expect(preferences.writes).toEqual([expected]);
  });

  it("setting a volume above 0 unmutes; clamps to 0–1", () => {
    const preferences = new InMemoryPlayerPreferences({ volume: 0.5, muted: true });
    const { player, view } = testPlayer({ preferences });
    player.setVolume(0);
    expect(view()).toMatchObject({ volume: 0, muted: true });
    player.setVolume(1.7);
    expect(view()).toMatchObject({ volume: 1, muted: false });
  });

  it("a volume change on the surface (browser controls) is shown and stored", async () => {
    const preferences = new InMemoryPlayerPreferences();
    const { start, emit, view } = testPlayer({ preferences });
    await start(LIVE);
    emit({ type: "volume", volume: 1, muted: false });
    expect(preferences.writes).toEqual([]);
    emit({ type: "volume", volume: 0.25, muted: true });
    expect(view()).toMatchObject({ volume: 0.25, muted: true });
    expect(preferences.writes).toEqual([{ volume: 0.25, muted: true }]);
  });
});

describe("PlayStream seeking and play/pause (§5)", () => {
  it("seek() moves a seekable recording's play head, clamped to its duration", async () => {
    const { player, start, emit, session, view } = testPlayer();
    await start(SPEEDY);
    emit({ type: "time", currentTime: 10, duration: 60 });
    player.seek(30);
    player.seek(90);
    player.seek(-4);
    expect(session().seeks).toEqual([30, 60, 0]);
    expect(view().currentTime).toBe(0);
  });

  it("seekBy() steps from the play head (±5 s hotkeys)", async () => {
    const { player, start, emit, session } = testPlayer();
    await start(SPEEDY);
    emit({ type: "time", currentTime: 10, duration: 60 });
    player.seekBy(5);
    player.seekBy(-5);
    expect(session().seeks).toEqual([15, 10]);
  });

  it.each([
    ["live", { ...LIVE, seekable: true }],
    ["a recording whose progress bar is locked", RECORDED],
  ])("does not seek %s", async (_name, request) => {
    const { player, start, emit, session } = testPlayer();
    await start(request);
    emit({ type: "time", currentTime: 10, duration: 60 });
    player.seek(30);
    player.seekBy(5);
    expect(session().seeks).toEqual([]);
  });

  it("togglePlay pauses while playing or buffering and plays otherwise", async () => {
    const { player, start, emit, session } = testPlayer();
    await start(RECORDED);
    emit({ type: "playing" });
    player.togglePlay();
    expect(session().pauseCalls).toBe(1);
    emit({ type: "paused" });
    player.togglePlay();
    expect(session().playCalls).toBe(2);
    emit({ type: "buffering" });
    player.togglePlay();
    expect(session().pauseCalls).toBe(2);
  });

  it("intents without a source do nothing", () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const { player, view } = testPlayer({ engines: [engine] });
    player.play();
    player.pause();
    player.seek(3);
    player.goLive();
    player.selectQuality(0, 0);
    expect(engine.sessions).toEqual([]);
    expect(view().status).toBe("idle");
  });
});
