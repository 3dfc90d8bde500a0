import { expect, test } from "./support/test";
import { expectMainAdvancing, installPlayerProbe, mainPlayer, openRoom } from "./support/player";

/**
 * The boot path (issue 12 item 4, decision 0025): a watch page opened with the event's token
 * stored starts its live stream before the app loads; the app adopts that very `<video>` and its
 * hls.js session instead of attaching again.
 */
test.describe("the boot path", () => {
  for (const [name, viewport] of [
    ["", { width: 1280, height: 720 }],
    [" (a narrow page)", { width: 390, height: 844 }],
  ] as const)
    test(`a reloaded watch page plays from the boot path: the player adopts the boot video where it played, one MediaSource in all${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
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
          // Where the boot video shows its first frame (in the boot page's player box).
          const video = probe.__firstVideo as HTMLVideoElement | null;
          video?.requestVideoFrameCallback(() => {
            const { x, y, width, height } = video.getBoundingClientRect();
            (window as unknown as { __firstFrameBox: number[] }).__firstFrameBox = [x, y, width, height];
          });
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
      // The boot page sat where the player is: adoption moved the video by no visible amount, and the
      // boot page is gone.
      const boxes = await page.evaluate(() => {
        const now = document.querySelector(".lh-player video")?.getBoundingClientRect();
        return {
          first: (window as unknown as { __firstFrameBox?: number[] }).__firstFrameBox ?? null,
          now: now ? [now.x, now.y, now.width, now.height] : null,
          bootPage: document.getElementById("lh-boot-page") !== null,
        };
      });
      expect(boxes.bootPage).toBe(false);
      expect(boxes.first).not.toBeNull();
      boxes.first?.forEach((value, i) => {
        expect(Math.abs(value - (boxes.now?.[i] ?? Number.NaN)), `box[${i}] ${JSON.stringify(boxes)}`).toBeLessThanOrEqual(1);
      });
    });
});
