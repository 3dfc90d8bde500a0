import { describe, expect, it } from "vitest";
import { Subject } from "rxjs";
import { FakePlaybackEngine } from "../testing";
import { bufferedUntilSubscribed, startAdoptablePlayback } from "./adoptable-playback";

describe("bufferedUntilSubscribed", () => {
  it("gives the first subscriber what came before it, then the live events; later subscribers only live ones", () => {
    const source = new Subject<number>();
    const buffered = bufferedUntilSubscribed(source);
    source.next(1);
    source.next(2);
    const first: number[] = [];
    buffered.events$.subscribe((n) => first.push(n));
    source.next(3);
    const second: number[] = [];
    buffered.events$.subscribe((n) => second.push(n));
    source.next(4);
    expect(first).toEqual([1, 2, 3, 4]);
    expect(second).toEqual([4]);
  });

  it("stops listening on close", () => {
    const source = new Subject<number>();
    const buffered = bufferedUntilSubscribed(source);
    const seen: number[] = [];
    buffered.events$.subscribe((n) => seen.push(n));
    buffered.close();
    source.next(1);
    expect(seen).toEqual([]);
    expect(source.observed).toBe(false);
  });
});

describe("startAdoptablePlayback", () => {
  it("attaches the engine to the element and plays; release destroys the session and removes the element once", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const element = { id: "video" };
    let removed = 0;
    const playback = await startAdoptablePlayback(engine, element, { url: "http://h/live.m3u8", live: true }, () => {
      removed++;
    });
    const session = engine.lastSession;
    expect(session?.surface).toBe(element);
    expect(session?.source).toEqual({ url: "http://h/live.m3u8", live: true });
    expect(session?.playCalls).toBe(1);
    expect(playback).toMatchObject({ element, engine: "hls", request: { url: "http://h/live.m3u8" } });
    playback.release();
    playback.release();
    expect(session?.destroyed).toBe(true);
    expect(removed).toBe(1);
  });

  it("rejects when the engine cannot attach", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.attachError = new Error("no hls.js");
    await expect(startAdoptablePlayback(engine, {}, { url: "http://h/live.m3u8", live: true }, () => undefined)).rejects.toThrow(
      "no hls.js",
    );
  });
});
