import { expect, test } from "./support/test";
import { expectMainAdvancing, installPlayerProbe, mainPlayer, openRoom } from "./support/player";

/**
 * The boot path (issue 12 item 4, decision 0025): a watch page opened with the event's token
 * stored starts its live stream before the app loads; the app adopts that very `<video>` and its
 * hls.js session instead of attaching again.
 */
test.describe("the boot path", () => {
  test("a reloaded watch page plays from the boot path: the player adopts the boot video, one MediaSource in all", async ({ page }) => {
    await installPlayerProbe(page);
    await page.addInitScript(() => {
      const probe = window as unknown as { __mediaSources: number; __firstVideo: Element | null; __firstParent: string | null };
      probe.__mediaSources = 0;
      probe.__firstVideo = null;
      probe.__firstParent = null;
      const Native = window.MediaSource;
      window.MediaSource = class extends Native {
        constructor() {
          super();
          probe.__mediaSources++;
        }
      };
      new MutationObserver(() => {
        if (probe.__firstVideo !== null) return;
        probe.__firstVideo = document.querySelector("video");
        probe.__firstParent = probe.__firstVideo?.parentElement?.id ?? null;
      }).observe(document, { childList: true, subtree: true });
    });
    // The first visit goes through the access page (no token yet): the normal path.
    await openRoom(page, "10001", "20001");
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });

    await page.reload();
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    await expect(mainPlayer(page)).toHaveAttribute("data-status", "playing");
    const seen = await page.evaluate(() => {
      const probe = window as unknown as { __mediaSources: number; __firstVideo: Element | null; __firstParent: string | null };
      return {
        // The first video of the page was the boot path's (in its stage, outside the app's root).
        bootVideo: probe.__firstParent === "lh-boot-stage",
        adopted: probe.__firstVideo !== null && document.querySelector(".lh-player video") === probe.__firstVideo,
        videos: document.querySelectorAll("video").length,
        mediaSources: probe.__mediaSources,
        bootStageEmpty: document.getElementById("lh-boot-stage")?.childElementCount ?? 0,
      };
    });
    expect(seen).toEqual({ bootVideo: true, adopted: true, videos: 1, mediaSources: 1, bootStageEmpty: 0 });
  });
});
