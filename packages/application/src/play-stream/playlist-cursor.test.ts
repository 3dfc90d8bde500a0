import { PLAYLIST_ILLEGAL_MESSAGE } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { PlaylistCursor } from "./playlist-cursor";

const THREE = [{ file: "a" }, { file: "b" }, { file: "c" }];

/** A cursor on the three-item playlist, moved by `moves`; answers each move's url (or its marker). */
function walk(repeat: boolean, moves: readonly ("ended" | "next" | "prev" | "first")[]): (string | null)[] {
  const cursor = new PlaylistCursor();
  cursor.start(THREE, { live: false, repeat });
  return moves.map((move) => {
    const step = cursor[move]();
    return step === null || step === "complete" ? step : step.url;
  });
}

describe("PlaylistCursor", () => {
  it.each<[string, boolean, ("ended" | "next" | "prev" | "first")[], (string | null)[]]>([
    ["ended walks on, then completes", false, ["ended", "ended", "ended"], ["b", "c", "complete"]],
    ["ended wraps with repeat", true, ["ended", "ended", "ended"], ["b", "c", "a"]],
    ["next stays at the last without repeat", false, ["next", "next", "next"], ["b", "c", null]],
    ["prev at the first restarts it without repeat", false, ["prev"], ["a"]],
    ["prev at the first goes to the last with repeat", true, ["prev", "prev"], ["c", "b"]],
    ["first goes back to the start", false, ["next", "next", "first"], ["b", "c", "a"]],
  ])("%s", (_name, repeat, moves, expected) => {
    expect(walk(repeat, moves)).toEqual(expected);
  });

  it("plays each item's first source on the options given, without repeat in the request", () => {
    const cursor = new PlaylistCursor();
    const request = cursor.start([{ sources: [{ file: "hd" }, { file: "sd" }] }], { live: true, retry: true, repeat: true });
    expect(request).toEqual({ url: "hd", live: true, retry: true });
    expect(cursor.position).toEqual({ index: 0, length: 1 });
  });

  it("throws for an illegal playlist and keeps the one it had; without a playlist it answers null", () => {
    const cursor = new PlaylistCursor();
    expect([cursor.ended(), cursor.next(), cursor.prev(), cursor.first(), cursor.position]).toEqual([null, null, null, null, null]);
    cursor.start(THREE, { live: false });
    expect(() => cursor.start("nope", { live: false })).toThrow(PLAYLIST_ILLEGAL_MESSAGE);
    expect(cursor.position).toEqual({ index: 0, length: 3 });
    cursor.clear();
    expect(cursor.position).toBeNull();
  });
});
