import { describe, expect, it } from "vitest";
import { startAdoptablePlayback } from "../boot/adoptable-playback";
import { FakePlaybackEngine } from "../testing";
import { settle } from "../testing/settle";
import { LIVE, testPlayer } from "./test-player";

/** The boot path's playback of LIVE on `element` with a second engine of the same name (the boot path's own). */
async function bootPlayback(element: object, url = LIVE.url) {
  const bootEngine = new FakePlaybackEngine({ name: "hls" });
  let removed = 0;
  const playback = await startAdoptablePlayback(bootEngine, element, { ...LIVE, url }, () => {
    removed++;
  });
  const session = bootEngine.lastSession;
  if (!session) throw new Error("no boot session");
  return { playback, session, removed: () => removed };
}

describe("PlayStream adopts the boot path's playback (decision 0025)", () => {
  it("takes the session over when the flow loads the same address on the same element: no second attach", async () => {
    const { player, engine, view } = testPlayer();
    const element = { id: "boot-video" };
    const boot = await bootPlayback(element);
    // What happened before the app loaded is not lost.
    boot.session.events.next({ type: "playing" });
    boot.session.events.next({ type: "videoSize", width: 1280, height: 720 });
    player.offer(boot.playback);
    expect(player.adoptableSurface()).toBe(element);

    player.bindSurface(element);
    player.load({ ...LIVE, purpose: "live" });
    await settle();

    expect(engine.sessions).toHaveLength(0);
    expect(boot.session.destroyed).toBe(false);
    expect(player.adoptableSurface()).toBeNull();
    expect(view()).toMatchObject({ status: "playing", engine: "hls", videoSize: { width: 1280, height: 720 } });
    // Events after the take-over reach the player, and its intents reach the adopted session.
    boot.session.events.next({ type: "paused" });
    expect(view().status).toBe("paused");
    player.pause();
    player.stop();
    expect(boot.session.destroyed).toBe(true);
  });

  it.each([
    ["another address", { id: "boot-video" }, "http://h/other.m3u8"],
    ["another element (the UI did not adopt it)", { id: "own-video" }, LIVE.url],
  ])("releases the boot playback and attaches afresh for %s", async (_case, surface, url) => {
    const { player, engine } = testPlayer();
    const boot = await bootPlayback({ id: "boot-video" });
    player.offer(boot.playback);
    player.bindSurface(surface);
    player.load({ ...LIVE, url });
    await settle();
    expect(boot.session.destroyed).toBe(true);
    expect(boot.removed()).toBe(1);
    expect(engine.sessions).toHaveLength(1);
    expect(player.adoptableSurface()).toBeNull();
  });

  it("releases an offered playback the flow never loads (stop: ad, trial over, page left)", async () => {
    const { player } = testPlayer();
    const boot = await bootPlayback({ id: "boot-video" });
    player.offer(boot.playback);
    player.stop();
    expect(boot.session.destroyed).toBe(true);
    expect(player.adoptableSurface()).toBeNull();
  });
});
