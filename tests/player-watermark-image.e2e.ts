import { expect, test } from "./support/test";
import { expectMainAdvancing, installPlayerProbe, openRoom } from "./support/player";

/**
 * The image watermark (§3 watermarkType image, watermarkImgUrl; §9 defaults): seed room 10007/30005
 * shows the server's own picture /media/pictures/watermark-logo.svg (160 × 64) in the top-right
 * corner over a living stream.
 */
const EVENT = "10007";
const ROOM = "30005";
const PICTURE = "/media/pictures/watermark-logo.svg";

/** What the page shows of the image mark over the main video, or null when none is drawn. */
interface DrawnImage {
  readonly loaded: boolean;
  readonly opacity: number;
  /** The mark's box and the video's, in CSS px. */
  readonly mark: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  readonly video: { left: number; top: number; right: number; bottom: number; width: number };
  /** The picture's drawn size inside the mark (object-fit), in CSS px. */
  readonly drawnWidth: number;
  readonly drawnHeight: number;
}

function drawnImage(picture: string): DrawnImage | null {
  const video = Array.from(document.querySelectorAll<HTMLVideoElement>(".lh-player[data-play-type] video")).find(
    (v) => v.closest("#board-player") === null,
  );
  if (!video) return null;
  const image = Array.from(document.querySelectorAll<HTMLImageElement>("[data-watermark] img")).find((node) => node.src.endsWith(picture));
  if (!image || !image.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
  const m = image.getBoundingClientRect();
  const v = video.getBoundingClientRect();
  const style = getComputedStyle(image);
  // The picture keeps its proportions inside the mark's box (contain): the drawn part's size.
  const ratio = image.naturalWidth / Math.max(1, image.naturalHeight);
  const contain = style.objectFit === "contain";
  const drawnWidth = contain ? Math.min(m.width, m.height * ratio) : m.width;
  const drawnHeight = contain ? Math.min(m.height, m.width / ratio) : m.height;
  return {
    loaded: image.complete && image.naturalWidth > 0,
    opacity: Number(style.opacity),
    mark: { left: m.left, top: m.top, right: m.right, bottom: m.bottom, width: m.width, height: m.height },
    video: { left: v.left, top: v.top, right: v.right, bottom: v.bottom, width: v.width },
    drawnWidth,
    drawnHeight,
  };
}

test.describe("the image watermark (room 30005)", () => {
  test("draws the server's picture over the video, top right, 75/750 of its width, half opaque, in proportion", async ({ page }) => {
    test.setTimeout(90_000);
    await installPlayerProbe(page);
    await openRoom(page, EVENT, ROOM);
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    await expect.poll(async () => (await page.evaluate(drawnImage, PICTURE))?.loaded ?? false, { timeout: 15_000 }).toBe(true);
    const drawn = await page.evaluate(drawnImage, PICTURE);
    if (drawn === null) throw new Error("the image mark went away");
    const { mark, video } = drawn;
    // Over the video, in its top-right corner (§9 margin 8 of 750 design px).
    const scale = video.width / 750;
    expect(mark.left).toBeGreaterThanOrEqual(video.left);
    expect(mark.top).toBeGreaterThanOrEqual(video.top);
    expect(Math.abs(video.right - mark.right - 8 * scale)).toBeLessThan(2);
    expect(Math.abs(mark.top - video.top - 8 * scale)).toBeLessThan(2);
    // §9: the image is 75 design px wide, at the watermark's opacity 0.5, and not stretched.
    expect(Math.abs(mark.width - 75 * scale)).toBeLessThan(1.5);
    expect(drawn.opacity).toBeCloseTo(0.5, 2);
    expect(drawn.drawnWidth / drawn.drawnHeight).toBeCloseTo(160 / 64, 1);
    // The mark itself has the picture's proportions (75 × 30 design px), so it sits at the top margin.
    expect(mark.width / mark.height).toBeCloseTo(160 / 64, 1);
  });
});
