import { expect, test } from "./support/test";
import { organiser } from "./support/cli";
import { DEMO_EVENT, DEMO_ROOM, openToolViewer } from "./support/tool-viewers";

test.describe("check-in (SIGN_IN)", () => {
  test("the organiser opens a check-in on the CLI; each viewer checks in once and both see the count", async ({ browser }) => {
    const viewers = [await openToolViewer(browser), await openToolViewer(browser)];
    try {
      const signIn = JSON.parse(await organiser("sign-in", "start", DEMO_EVENT, DEMO_ROOM, "--seconds", "60", "--title", "E2E 签到")) as {
        signInId: string;
      };
      const dialogs = viewers.map((page) => page.getByRole("dialog", { name: "签到" }));
      const [first, second] = dialogs as [(typeof dialogs)[0], (typeof dialogs)[0]];
      for (const dialog of dialogs) {
        await expect(dialog).toBeVisible({ timeout: 10_000 });
        await expect(dialog.getByRole("timer")).toContainText("剩余时间");
      }
      await first.getByRole("button", { name: "立即签到" }).click();
      await expect(first.getByText("签到成功")).toBeVisible();
      await expect(second.getByText("已有 1 人签到")).toBeVisible();
      await second.getByRole("button", { name: "立即签到" }).click();
      await expect(first.getByText("已有 2 人签到")).toBeVisible();
      const results = JSON.parse(await organiser("sign-in", "results", DEMO_EVENT, DEMO_ROOM, signIn.signInId)) as { count: number };
      expect(results.count).toBe(2);
    } finally {
      await Promise.all(viewers.map((page) => page.context().close()));
    }
  });
});
