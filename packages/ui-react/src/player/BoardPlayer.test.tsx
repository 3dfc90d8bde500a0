// @vitest-environment happy-dom
import { APP_TOKENS, type BoardView } from "@livehall/application";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { renderWithServices } from "../testing/render-page";
import { WatchStage } from "../watch/WatchStage";
import { BoardPlayer } from "./BoardPlayer";
import { HIDDEN_BOARD } from "./idle-views";

afterEach(cleanup);

describe("BoardPlayer", () => {
  it.each(["hidden", "blocked"] as const)("renders nothing while %s", (status) => {
    renderWithServices(<BoardPlayer board={{ status, layout: 1, url: null }} />);
    expect(document.getElementById("board-player")).toBeNull();
  });

  it("binds its own video to the board's player core", () => {
    const { services, unmount } = renderWithServices(<BoardPlayer board={{ status: "playing", layout: 1, url: "/b.m3u8" }} />, {}, "en");
    const video = document.querySelector("#board-player video");
    expect(services.boardStream.surface).toBe(video);
    expect(services.playStream.surfaces).toEqual([]);
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    expect(services.boardStream.surface).toBeNull();
  });

  it.each([
    ["waiting", "Loading the board…"],
    ["error", "Reconnecting the board…"],
  ] as const)("shows a bezel with a loading icon while %s", (status, label) => {
    renderWithServices(<BoardPlayer board={{ status, layout: 1, url: null }} />, {}, "en");
    expect(screen.getByRole("status").textContent).toBe(label);
    expect(document.querySelector("#board-player .lh-player__spinner")).not.toBeNull();
  });
});

function Stage({ board }: { board: BoardView }) {
  return <WatchStage layout={board.layout} boardShown board={<BoardPlayer board={board} />} video={<video className="main" />} />;
}

/** The stage following the fake BoardPlay's state, as the watch page does. */
function LiveStage() {
  const boardPlay = useService(APP_TOKENS.BoardPlay);
  return <Stage board={useObservable(boardPlay.state$, HIDDEN_BOARD)} />;
}

const order = () => Array.from(document.querySelector(".lh-watch__stage")?.children ?? []).map((area) => area.className);

describe("WatchStage", () => {
  it.each([
    [1, ["lh-watch__video", "lh-watch__board"]],
    [2, ["lh-watch__board", "lh-watch__video"]],
    [3, ["lh-watch__video"]],
    [4, ["lh-watch__board", "lh-watch__video"]],
  ] as const)("layout %i puts the areas in order %j", (layout, areas) => {
    renderWithServices(<Stage board={{ status: "playing", layout, url: "/b" }} />);
    expect(document.querySelector(".lh-watch__stage")?.getAttribute("data-layout")).toBe(String(layout));
    expect(order()).toEqual(areas);
  });

  it("switches live without replacing the main video", () => {
    const { services } = renderWithServices(<LiveStage />, { board: { status: "playing", layout: 1, url: "/b" } });
    const video = document.querySelector("video.main");
    act(() => {
      services.boardPlay.set({ layout: 2 });
    });
    expect(order()).toEqual(["lh-watch__board", "lh-watch__video"]);
    expect(document.querySelector("video.main")).toBe(video);
  });
});
