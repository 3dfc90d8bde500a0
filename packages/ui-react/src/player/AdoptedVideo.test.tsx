// @vitest-environment happy-dom
import { cleanup, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { VideoPlayer } from "./VideoPlayer";

afterEach(() => {
  cleanup();
});

/** A player whose core offers `video`, as the boot path's hand-off does. */
function renderAdopting(video: HTMLVideoElement, subtitleUrl: string | null = null) {
  const services = createFakeServices({ playback: { source: { url: "https://live.example/index.m3u8", live: true }, status: "playing" } });
  services.playStream.adoptable = video;
  return renderWithServices(<VideoPlayer label="Main Hall" playType="live" subtitleUrl={subtitleUrl} />, services, "en");
}

describe("VideoPlayer with a boot path's video (decision 0025)", () => {
  it("shows that very element inside the player, binds it as the surface, and renders no video of its own", () => {
    const stage = document.createElement("div");
    const video = document.createElement("video");
    stage.append(video);
    document.body.append(stage);
    const { services, unmount } = renderAdopting(video);
    expect(document.querySelectorAll("video")).toHaveLength(1);
    expect(video.closest(".lh-player")).not.toBeNull();
    expect(stage.children).toHaveLength(0);
    expect(video.className).toBe("lh-player__video");
    expect(video.getAttribute("aria-label")).toBe("Main Hall");
    expect(services.playStream.surface).toBe(video);
    unmount();
    expect(services.playStream.surface).toBeNull();
    stage.remove();
  });

  it("gives the element the player's own handlers: a click toggles play, a right-click opens the context menu", () => {
    const video = document.createElement("video");
    const { services } = renderAdopting(video);
    fireEvent.click(video);
    expect(services.playStream.calls).toContain("togglePlay");
    fireEvent.contextMenu(video, { clientX: 10, clientY: 10 });
    expect(document.querySelector("[role=menu]")).not.toBeNull();
  });

  it("carries the subtitle track", () => {
    const video = document.createElement("video");
    renderAdopting(video, "https://cdn.example/subs.vtt");
    expect(video.querySelector("track")?.getAttribute("src")).toBe("https://cdn.example/subs.vtt");
  });
});
