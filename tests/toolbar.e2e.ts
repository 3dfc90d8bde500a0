import { expect, test } from "./support/test";
import { openToolViewer } from "./support/tool-viewers";

/**
 * The room's toolbar (§2, issue 13, decision 0026) in a real browser: the configured buttons in
 * their order, one tab stop and arrow keys, the drawer (focus in, Escape out), and the "more" menu
 * on a phone-sized window.
 */
/** The §2 buttons' zh-Hans labels in the demo room's (the spec's) order. */
const CONFIGURED = [
  "分组讨论",
  "点赞",
  "打赏",
  "复制链接",
  "抽奖",
  "评论",
  "商品",
  "有奖问答",
  "问答",
  "表单",
  "资料下载",
  "扫码关注",
  "客服",
  "营销工具",
  "考试",
  "投票",
  "签到",
  "排行榜",
  "分享海报",
];

test.describe("the toolbar", () => {
  test("a keyboard viewer moves along the toolbar, opens a tool and closes it again", async ({ browser }) => {
    const page = await openToolViewer(browser);
    try {
      const toolbar = page.getByRole("toolbar", { name: "互动工具" });
      const buttons = toolbar.getByRole("button");
      // The demo room lists every §2 button; those this page has a tool for show in the configured
      // order, those with news (a badge, read as "（有新内容）": a tool another test left open) first.
      const labels = (await buttons.allTextContents()).filter((label) => !label.startsWith("更多"));
      const badged = labels.filter((label) => label.endsWith("（有新内容）"));
      expect(labels.slice(0, badged.length)).toEqual(badged);
      for (const group of [badged, labels.slice(badged.length)]) {
        const positions = group.map((label) => CONFIGURED.indexOf(label.replace(/（有新内容）$/, "")));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
      expect(labels.length).toBeGreaterThan(1);
      const first = buttons.first();
      await first.focus();
      await expect(first).toHaveAttribute("tabindex", "0");
      await page.keyboard.press("ArrowRight");
      const second = buttons.nth(1);
      await expect(second).toBeFocused();
      await expect(first).toHaveAttribute("tabindex", "-1");
      const name = (await second.textContent()) ?? "";
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name });
      await expect(drawer).toBeVisible();
      await expect(drawer).toBeFocused();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(second).toBeFocused();
    } finally {
      await page.context().close();
    }
  });

  test("on a phone-sized window the tools that do not fit are in 'more'", async ({ browser }) => {
    const page = await openToolViewer(browser);
    try {
      await page.setViewportSize({ width: 380, height: 780 });
      const toolbar = page.getByRole("toolbar", { name: "互动工具" });
      const more = toolbar.getByRole("button", { name: /^更多/ });
      await expect(more).toBeVisible();
      await more.click();
      const menu = page.getByRole("menu", { name: "更多" });
      await expect(menu).toBeVisible();
      const item = menu.getByRole("menuitem").first();
      await expect(item).toBeFocused();
      const name = (await item.textContent())?.replace(/（有新内容）$/, "") ?? "";
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      // The drawer is a sheet at the bottom of the window.
      const drawer = page.getByRole("dialog", { name });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      expect(box !== null && Math.round(box.y + box.height)).toBe(780);
    } finally {
      await page.context().close();
    }
  });
});
