import { describe, expect, it } from "vitest";
import { RoomPresence } from "./room-presence";

describe("RoomPresence", () => {
  it("keeps each viewer's last sighting per room", () => {
    const presence = new RoomPresence();
    presence.seen("live://e/a", "u1", "p1", 1000);
    presence.seen("live://e/a", "u2", "p2", 5000);
    presence.seen("live://e/a", "u1", "p1", 31_000);
    expect(presence.lastSeen("live://e/a", "u1")).toBe(31_000);
    expect(presence.presentSince("live://e/a", 10_000)).toEqual(["u1"]);
    expect(presence.lastSeen("live://e/b", "u1")).toBeNull();
  });

  it("forgets one viewer's sighting in one room when it leaves", () => {
    const presence = new RoomPresence();
    presence.seen("live://e/a", "u1", "p1", 1000);
    presence.seen("live://e/b", "u1", "p1", 1000);
    presence.seen("live://e/a", "u2", "p2", 1000);
    presence.leave("live://e/a", "u1");
    expect(presence.presentSince("live://e/a", 0)).toEqual(["u2"]);
    expect(presence.presentSince("live://e/b", 0)).toEqual(["u1"]);
  });

  it.each<[string, [string, number][], string[]]>([
    // [case, sightings as [viewer, at ms], viewers kept] — ttl 60 s, at most 3
    [
      "all recent ones within the cap",
      [
        ["a", 0],
        ["b", 1000],
        ["c", 2000],
      ],
      ["a", "b", "c"],
    ],
    [
      "past the cap the longest unseen goes",
      [
        ["a", 0],
        ["b", 1000],
        ["c", 2000],
        ["d", 3000],
      ],
      ["b", "c", "d"],
    ],
    [
      "a sighting renews the viewer",
      [
        ["a", 0],
        ["b", 1000],
        ["c", 2000],
        ["a", 2500],
        ["d", 3000],
      ],
      ["c", "a", "d"],
    ],
    [
      "expired sightings go",
      [
        ["a", 0],
        ["b", 1000],
        ["c", 70_000],
      ],
      ["c"],
    ],
  ])("stays bounded: %s", (_case, sightings, kept) => {
    const presence = new RoomPresence({ ttlMs: 60_000, maxEntries: 3 });
    for (const [viewer, at] of sightings) presence.seen("live://e/a", viewer, "p", at);
    expect(presence.presentSince("live://e/a", 0)).toEqual(kept);
    expect(presence.size).toBe(kept.length);
  });
});
