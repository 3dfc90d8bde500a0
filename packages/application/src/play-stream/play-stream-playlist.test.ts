import { PLAYLIST_ILLEGAL_MESSAGE } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import type { PlayStream } from "./play-stream";
import { FATAL_NETWORK, RECORDED, testPlayer } from "./test-player";

const A = "http://h/a.mp4";
const B = "http://h/b.mp4";
const C = "http://h/c.mp4";
const PLAYLIST = [{ file: A }, { sources: [{ file: B, label: "720p" }, { file: "http://h/b-480.mp4" }] }, { file: C, title: "third" }];

/** A player with the three-item playlist loaded on a bound surface, its first item attached. */
async function playingPlaylist(options: { repeat?: boolean; retry?: boolean } = {}) {
  const test = testPlayer();
  test.player.bindSurface({ id: "video" });
  test.player.loadPlaylist(PLAYLIST, { live: false, seekable: true, ...options });
  await test.advance(0);
  /** The current item plays to its end; the next one (if any) attaches. */
  const endItem = async (): Promise<void> => {
    test.emit({ type: "playing" }, { type: "ended" });
    await test.advance(0);
  };
  const urls = (): string[] => test.engine.sessions.map((session) => session.source.url);
  return { ...test, endItem, urls };
}

describe("PlayStream playlist (§4)", () => {
  it("plays item 0 with the options given and shows where it is", async () => {
    const { view, session } = await playingPlaylist();
    expect(session()).toMatchObject({ source: { url: A, live: false }, playCalls: 1 });
    expect(view()).toMatchObject({ status: "loading", seekable: true, playlist: { index: 0, length: 3 } });
  });

  it("advances at the end of each item (its first source), signalling ended for each, then playlist-complete", async () => {
    const { endItem, urls, view, signals } = await playingPlaylist();
    await endItem();
    expect(view().playlist).toEqual({ index: 1, length: 3 });
    await endItem();
    await endItem();
    expect(urls()).toEqual([A, B, C]);
    expect(view()).toMatchObject({ status: "complete", playlist: { index: 2, length: 3 } });
    expect(signals.map((signal) => signal.type)).toEqual(["playing", "ended", "playing", "ended", "playing", "ended", "playlistComplete"]);
  });

  it("restarts at the first item after the last with repeat, and never completes", async () => {
    const { endItem, urls, view, signals } = await playingPlaylist({ repeat: true });
    for (let item = 0; item < 4; item++) await endItem();
    expect(urls()).toEqual([A, B, C, A, B]);
    expect(view().playlist).toEqual({ index: 1, length: 3 });
    expect(signals).not.toContainEqual({ type: "playlistComplete" });
  });

  it.each<[string, boolean, (player: PlayStream) => void, string[], number]>([
    [
      "next goes to the following item",
      false,
      (p) => {
        p.next();
      },
      [A, B],
      1,
    ],
    [
      "next at the last item without repeat stays",
      false,
      (p) => {
        p.next();
        p.next();
        p.next();
      },
      [A, B, C],
      2,
    ],
    [
      "next at the last item with repeat wraps to the first",
      true,
      (p) => {
        p.next();
        p.next();
        p.next();
      },
      [A, B, C, A],
      0,
    ],
    [
      "prev goes to the item before",
      false,
      (p) => {
        p.next();
        p.next();
        p.prev();
      },
      [A, B, C, B],
      1,
    ],
    [
      "prev at the first item without repeat restarts it",
      false,
      (p) => {
        p.prev();
      },
      [A, A],
      0,
    ],
    [
      "prev at the first item with repeat goes to the last",
      true,
      (p) => {
        p.prev();
      },
      [A, C],
      2,
    ],
    [
      "replay starts again from the first item",
      false,
      (p) => {
        p.next();
        p.next();
        p.replay();
      },
      [A, B, C, A],
      0,
    ],
  ])("%s", async (_name, repeat, act, expected, index) => {
    const { player, urls, view, advance } = await playingPlaylist({ repeat });
    act(player);
    await advance(0);
    expect(urls()).toEqual(expected);
    expect(view().playlist).toEqual({ index, length: 3 });
  });

  it.each([
    ["not a list", { file: A }],
    ["an empty list", []],
    ["an item without file or sources", [{ file: A }, { title: "no file" }]],
    ["an item with an empty sources list", [{ sources: [] }]],
  ])("rejects %s with 'playlist format is illegal' and keeps playing what played", async (_name, input) => {
    const { player, start, view, engine } = testPlayer();
    await start(RECORDED);
    expect(() => {
      player.loadPlaylist(input, { live: false });
    }).toThrow(PLAYLIST_ILLEGAL_MESSAGE);
    expect(engine.sessions).toHaveLength(1);
    expect(engine.lastSession?.destroyed).toBe(false);
    expect(view()).toMatchObject({ source: { url: RECORDED.url }, playlist: null });
  });

  it("a plain load forgets the playlist: its end is only ended", async () => {
    const { player, advance, emit, urls, view, signals } = await playingPlaylist();
    player.load(RECORDED);
    await advance(0);
    expect(view().playlist).toBeNull();
    emit({ type: "playing" }, { type: "ended" });
    await advance(0);
    player.next();
    player.prev();
    await advance(0);
    expect(urls()).toEqual([A, RECORDED.url]);
    expect(signals.map((signal) => signal.type)).toEqual(["playing", "ended"]);
  });

  it("stop forgets the playlist", async () => {
    const { player, view, urls, advance } = await playingPlaylist();
    player.stop();
    player.next();
    await advance(0);
    expect(view()).toMatchObject({ status: "idle", playlist: null });
    expect(urls()).toEqual([A]);
  });

  it("a flow that loads something else on an item's ended keeps it (no advance)", async () => {
    const { player, endItem, urls } = await playingPlaylist();
    player.signals$.subscribe((signal) => {
      if (signal.type === "ended") player.load(RECORDED);
    });
    await endItem();
    expect(urls()).toEqual([A, RECORDED.url]);
  });

  it("replay without a playlist restarts the current source from its start", async () => {
    const { player, start, emit, advance, engine, view } = testPlayer();
    await start(RECORDED);
    emit({ type: "playing" }, { type: "ended" });
    player.replay();
    await advance(0);
    expect(engine.sessions.map((session) => session.source.url)).toEqual([RECORDED.url, RECORDED.url]);
    expect(view()).toMatchObject({ status: "loading", currentTime: 0, playlist: null });
  });

  it.each<[string, (player: PlayStream) => void]>([
    [
      "loadPlaylist",
      (p) => {
        p.loadPlaylist(PLAYLIST, { live: false, retry: true });
      },
    ],
    [
      "next",
      (p) => {
        p.next();
      },
    ],
    [
      "prev",
      (p) => {
        p.prev();
      },
    ],
    [
      "replay",
      (p) => {
        p.replay();
      },
    ],
  ])("%s resets the retry count (§4)", async (_name, reset) => {
    const { player, emit, advance, view } = await playingPlaylist({ retry: true });
    for (let retry = 1; retry <= 10; retry++) {
      emit(FATAL_NETWORK);
      await advance(3_000);
    }
    await advance(20_000);
    // Retries are spent and the window closed: one more failure would show the error.
    reset(player);
    await advance(0);
    emit(FATAL_NETWORK);
    expect(view().status).toBe("loading");
  });

  it("with retries spent an item's failure shows the error (the reset above is what saves it)", async () => {
    const { emit, advance, view } = await playingPlaylist({ retry: true });
    for (let retry = 1; retry <= 10; retry++) {
      emit(FATAL_NETWORK);
      await advance(3_000);
    }
    await advance(20_000);
    emit(FATAL_NETWORK);
    expect(view().status).toBe("error");
  });
});
