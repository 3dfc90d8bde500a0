import { describe, expect, it } from "vitest";
import type { PlaybackError, PlaybackEvent } from "../playback/ports";
import { FakeClock } from "../testing/fake-clock";
import { FakePlaybackEngine, FakePlaybackSession } from "../testing/fake-playback-engine";
import { settle } from "../testing/settle";
import { ENGINE_ATTACH_FAILED, EngineSession } from "./engine-session";
import { INITIAL_PLAYER_VIEW } from "./player-view";
import type { PlayRequest, PlayerView } from "./services";

const LIVE: PlayRequest = { url: "http://h/live.m3u8", live: true };

/** An EngineSession whose host keeps the view it is told and records failures and events. */
function engineSession() {
  let view: PlayerView = { ...INITIAL_PLAYER_VIEW, status: "loading" };
  const published: PlayerView[] = [];
  const failures: PlaybackError[] = [];
  const events: PlaybackEvent[] = [];
  const attached = new EngineSession(new FakeClock(), {
    view: () => view,
    publish: (next) => {
      view = next;
      published.push(next);
    },
    onEvent: (event) => events.push(event),
    fail: (error) => failures.push(error),
  });
  return { attached, published, failures, events, view: () => view };
}

describe("EngineSession", () => {
  it("attaches, follows the session's events and plays it", async () => {
    const { attached, events } = engineSession();
    const engine = new FakePlaybackEngine({ name: "hls" });
    await attached.open(engine, { id: "video" }, LIVE);
    const session = engine.sessions[0];
    expect(attached.session).toBe(session);
    expect(session).toMatchObject({ playCalls: 1, destroyed: false });
    session?.events.next({ type: "playing" });
    expect(events).toEqual([{ type: "playing" }]);
  });

  it("an engine that cannot attach is a fatal unknown error of this attachment", async () => {
    const { attached, failures } = engineSession();
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.attachError = new Error("chunk failed");
    await attached.open(engine, {}, LIVE);
    expect(failures).toEqual([{ type: "error", fatal: true, group: "unknown", detail: ENGINE_ATTACH_FAILED }]);
  });

  it("a failed attach of an ended attachment is not reported", async () => {
    const { attached, failures } = engineSession();
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.attachError = new Error("chunk failed");
    const opening = attached.open(engine, {}, LIVE);
    attached.end();
    await opening;
    expect(failures).toEqual([]);
  });

  it("a session that arrives after end() is destroyed at once, never played, and its events are not followed", async () => {
    const { attached, events } = engineSession();
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const opening = attached.open(engine, {}, LIVE);
    attached.end();
    engine.release();
    await opening;
    const late = engine.sessions[0];
    expect(late).toMatchObject({ destroyed: true, playCalls: 0 });
    late?.events.next({ type: "playing" });
    expect(events).toEqual([]);
    expect(attached.session).toBeNull();
  });

  it("a newer open ends the older attachment: only the newer session runs", async () => {
    const { attached } = engineSession();
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const first = attached.open(engine, {}, LIVE);
    const second = attached.open(engine, {}, { url: "http://h/b.m3u8", live: true });
    engine.release();
    await Promise.all([first, second]);
    expect(engine.sessions.map((session) => [session.destroyed, session.playCalls])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    expect(attached.session).toBe(engine.sessions[1]);
  });

  it("a refused play of an ended attachment changes nothing (no muted retry, no paused view)", async () => {
    const { attached, published } = engineSession();
    const session = new FakePlaybackSession({}, LIVE);
    session.refuseUnmutedPlay = true;
    const running = attached.adopt(session, session.events$, LIVE);
    attached.end();
    await running;
    await settle();
    expect(session.playCalls).toBe(1);
    expect(published).toEqual([]);
  });

  it("a play refused with sound is tried again muted", async () => {
    const { attached, view } = engineSession();
    const session = new FakePlaybackSession({}, LIVE);
    session.refuseUnmutedPlay = true;
    await attached.adopt(session, session.events$, LIVE);
    expect(session.playCalls).toBe(2);
    expect(session.volumes.at(-1)).toMatchObject({ muted: true });
    expect(view()).toMatchObject({ muted: true, status: "loading" });
  });

  it("a play refused even muted leaves the view paused", async () => {
    const { attached, view } = engineSession();
    const session = new FakePlaybackSession({}, LIVE);
    session.playError = new Error("NotAllowedError");
    await attached.adopt(session, session.events$, LIVE);
    expect(session.playCalls).toBe(2);
    expect(view()).toMatchObject({ muted: true, status: "paused" });
  });
});
