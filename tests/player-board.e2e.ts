import { expect, test, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { documentId, expectBoardAdvancing, expectMainAdvancing, installPlayerProbe, openRoom } from "./support/player";

/**
 * The board player beside the video and the room layout (issue 5, "done means"): seed room
 * 10007/30003 has layout 1 (video-board), a pushing board stream and a living HLS stream.
 */
const EVENT = "10007";
const ROOM = "30003";

interface Order {
  /** Which comes first in the DOM. */
  readonly dom: "video-board" | "board-video";
  /** Which comes first on screen (left of, or above, the other). */
  readonly visual: "video-board" | "board-video";
  /** Share of the smaller box that the two boxes have in common (beside each other: about 0). */
  readonly overlap: number;
}

/** Where the main player and the board player are relative to each other. */
async function order(page: Page): Promise<Order | null> {
  return page.evaluate(() => {
    const main = Array.from(document.querySelectorAll<HTMLElement>(".lh-player[data-play-type]")).find(
      (el) => el.closest("#board-player") === null,
    );
    const board = document.getElementById("board-player");
    if (!main || !board) return null;
    const m = main.getBoundingClientRect();
    const b = board.getBoundingClientRect();
    if (m.width === 0 || b.width === 0) return null;
    const dx = b.left + b.width / 2 - (m.left + m.width / 2);
    const dy = b.top + b.height / 2 - (m.top + m.height / 2);
    const mainFirst = Math.abs(dx) >= Math.abs(dy) ? dx > 0 : dy > 0;
    const common =
      Math.max(0, Math.min(m.right, b.right) - Math.max(m.left, b.left)) *
      Math.max(0, Math.min(m.bottom, b.bottom) - Math.max(m.top, b.top));
    return {
      dom: main.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING ? "video-board" : "board-video",
      visual: mainFirst ? "video-board" : "board-video",
      overlap: common / Math.min(m.width * m.height, b.width * b.height),
    } as const;
  });
}

test.describe("the board player and the room layout (room 30003)", () => {
  test("the board plays beside the video and swaps with the layout message, without a reload", async ({ page }) => {
    test.setTimeout(90_000);
    await installPlayerProbe(page);
    await openRoom(page, EVENT, ROOM);
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    await expectBoardAdvancing(page, 1, 30_000);
    const stage = page.locator(".lh-watch__stage");
    await expect(stage).toHaveAttribute("data-layout", "1");
    const first = await order(page);
    expect(first).toMatchObject({ dom: "video-board", visual: "video-board" });
    expect(first?.overlap).toBeLessThan(0.1);
    const before = await documentId(page);

    try {
      await organiser("layout", EVENT, ROOM, "2");
      await expect(stage).toHaveAttribute("data-layout", "2", { timeout: 10_000 });
      await expect.poll(() => order(page), { timeout: 10_000 }).toMatchObject({ dom: "board-video", visual: "board-video" });
      await expectMainAdvancing(page, { seconds: 1 });
      await expectBoardAdvancing(page, 1);

      await organiser("layout", EVENT, ROOM, "3");
      await expect(stage).toHaveAttribute("data-layout", "3", { timeout: 10_000 });
      await expect(page.locator("#board-player")).toHaveCount(0, { timeout: 10_000 });
      await expectMainAdvancing(page, { seconds: 1 });
      expect(await documentId(page)).toBe(before);
    } finally {
      // The seed's layout (video-board); later tests open this room too.
      await organiser("layout", EVENT, ROOM, "1");
    }
  });
});
