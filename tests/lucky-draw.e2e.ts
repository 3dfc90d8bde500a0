import { expect, test } from "./support/test";
import { organiser } from "./support/cli";
import { DEMO_EVENT, DEMO_ROOM, openToolViewer, viewerIdOf } from "./support/tool-viewers";

interface DrawAnswer {
  drawId: string;
  winners: { liveUserId: string }[];
  audit: { eligible: string[]; picks: number[] };
  claims: { liveUserId: string; name: string; phone: string }[];
}

test.describe("lucky draw", () => {
  test("the organiser draws on the CLI; both viewers see the roll, then are told they won; a winner's claim is stored", async ({
    browser,
  }) => {
    const viewers = [await openToolViewer(browser), await openToolViewer(browser)];
    const [first, second] = viewers as [(typeof viewers)[0], (typeof viewers)[0]];
    try {
      const ids = await Promise.all(viewers.map(viewerIdOf));
      // "present" is who is connected to the room now: draw once both sockets joined (winners 100: every one of them wins).
      let draw: DrawAnswer | null = null;
      await expect(async () => {
        const printed = await organiser(
          "lucky-draw",
          "start",
          DEMO_EVENT,
          DEMO_ROOM,
          "--title",
          `E2E 抽奖 ${String(Date.now())}`,
          "--winners",
          "100",
          "--from",
          "present",
        );
        draw = JSON.parse(printed) as DrawAnswer;
        expect(draw.audit.eligible).toEqual(expect.arrayContaining(ids));
      }).toPass({ timeout: 15_000 });
      const made = draw as DrawAnswer | null;
      if (!made) throw new Error("no draw");
      expect(made.winners.map((winner) => winner.liveUserId)).toEqual(expect.arrayContaining(ids));

      for (const page of viewers) {
        // The draw pops the tool up by itself: the roll first, then the winners.
        const dialog = page.getByRole("dialog", { name: "抽奖" });
        await expect(dialog).toBeVisible({ timeout: 10_000 });
        await expect(dialog.getByText("恭喜，您中奖了！")).toBeVisible({ timeout: 10_000 });
      }

      const dialog = first.getByRole("dialog", { name: "抽奖" });
      await dialog.getByLabel("姓名").fill("E2E 中奖者");
      await dialog.getByLabel("手机号").fill("13800138000");
      await dialog.getByRole("button", { name: "提交" }).click();
      await expect(dialog.getByText("领奖信息已提交，主办方会联系您")).toBeVisible();

      const list = JSON.parse(await organiser("lucky-draw", "list", DEMO_EVENT, DEMO_ROOM)) as { list: DrawAnswer[] };
      const stored = list.list.find((entry) => entry.drawId === made.drawId);
      expect(stored?.claims).toEqual([expect.objectContaining({ liveUserId: ids[0], name: "E2E 中奖者", phone: "13800138000" })]);
      await organiser("lucky-draw", "end", DEMO_EVENT, DEMO_ROOM, made.drawId);
      await expect(second.getByRole("dialog", { name: "抽奖" }).getByText("本轮抽奖已结束")).toBeVisible();
    } finally {
      await Promise.all(viewers.map((page) => page.context().close()));
    }
  });
});
