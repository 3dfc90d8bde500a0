// @vitest-environment happy-dom
import { PLAYLIST_ILLEGAL_MESSAGE, SETUP_NEEDS_SOURCE_MESSAGE } from "@livehall/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakePlayerService } from "../testing/fake-player-services";
import { CONTAINER_NOT_FOUND_MESSAGE, setupPlayer, type PlayerSetup } from "./setup-player";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page with one container `#player`, a mount that records where it mounted, and a logger. */
function page() {
  const container = document.createElement("div");
  container.id = "player";
  document.body.append(container);
  const mounted: HTMLElement[] = [];
  const players: FakePlayerService[] = [];
  const mount = (element: HTMLElement): FakePlayerService => {
    mounted.push(element);
    const player = new FakePlayerService();
    players.push(player);
    return player;
  };
  const logger = { warn: vi.fn<(message: string) => void>() };
  return { container, mounted, players, mount, logger };
}

const PLAYLIST = [{ file: "http://h/a.mp4" }, { file: "http://h/b.mp4" }];

describe("setupPlayer", () => {
  it.each<[string, string, PlayerSetup, string]>([
    ["an id naming no element", "missing", { file: "http://h/a.mp4" }, CONTAINER_NOT_FOUND_MESSAGE],
    ["an empty id", "", { file: "http://h/a.mp4" }, CONTAINER_NOT_FOUND_MESSAGE],
    ["neither file nor playlist", "player", {}, SETUP_NEEDS_SOURCE_MESSAGE],
    ["an empty file and no playlist", "player", { file: " " }, SETUP_NEEDS_SOURCE_MESSAGE],
    ["a playlist that is not a list", "player", { playlist: { file: "http://h/a.mp4" } }, PLAYLIST_ILLEGAL_MESSAGE],
    ["an empty playlist", "player", { playlist: [] }, PLAYLIST_ILLEGAL_MESSAGE],
    ["a playlist item without a file", "player", { playlist: [{ title: "x" }] }, PLAYLIST_ILLEGAL_MESSAGE],
  ])("throws for %s and mounts nothing", (_name, id, setup, message) => {
    const { mount, mounted, logger } = page();
    expect(() => setupPlayer(document, id, setup, mount, logger)).toThrow(message);
    expect(mounted).toEqual([]);
  });

  it.each<[string, PlayerSetup, Partial<FakePlayerService>]>([
    ["a file: load, recorded by default", { file: "http://h/a.mp4" }, { loads: [{ url: "http://h/a.mp4", live: false }], playlists: [] }],
    ["a live file", { file: "http://h/live.m3u8", live: true }, { loads: [{ url: "http://h/live.m3u8", live: true }], playlists: [] }],
    [
      "a playlist: loadPlaylist, repeat off by default",
      { playlist: PLAYLIST },
      { loads: [], playlists: [{ input: PLAYLIST, options: { live: false, repeat: false } }] },
    ],
    [
      "a playlist with repeat (it wins over a file)",
      { playlist: PLAYLIST, repeat: true, file: "http://h/x.mp4" },
      { loads: [], playlists: [{ input: PLAYLIST, options: { live: false, repeat: true } }] },
    ],
  ])("mounts in the container and plays %s", (_name, setup, expected) => {
    const { container, mount, mounted, players, logger } = page();
    const player = setupPlayer(document, "player", setup, mount, logger);
    expect(mounted).toEqual([container]);
    expect(player).toBe(players[0]);
    expect(player).toMatchObject(expected);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("warns when the same element is set up twice and answers the existing player, loading nothing more", () => {
    const { mount, mounted, players, logger } = page();
    const first = setupPlayer(document, "player", { file: "http://h/a.mp4" }, mount, logger);
    const second = setupPlayer(document, "player", { file: "http://h/b.mp4" }, mount, logger);
    expect(second).toBe(first);
    expect(mounted).toHaveLength(1);
    expect(players[0]?.loads).toEqual([{ url: "http://h/a.mp4", live: false }]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"player"');
  });

  it("warns through console.warn when no logger is given", () => {
    const { mount } = page();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setupPlayer(document, "player", { file: "http://h/a.mp4" }, mount);
    setupPlayer(document, "player", { file: "http://h/a.mp4" }, mount);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("sets up another element independently", () => {
    const { mount, mounted, logger } = page();
    const other = document.createElement("section");
    other.id = "second";
    document.body.append(other);
    setupPlayer(document, "player", { file: "http://h/a.mp4" }, mount, logger);
    setupPlayer(document, "second", { file: "http://h/b.mp4" }, mount, logger);
    expect(mounted.map((element) => element.id)).toEqual(["player", "second"]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
