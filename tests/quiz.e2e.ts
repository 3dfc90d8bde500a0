import { expect, test } from "./support/test";
import { organiser } from "./support/cli";
import { DEMO_EVENT, DEMO_ROOM, openToolViewer, viewerIdOf } from "./support/tool-viewers";

interface QuizAnswer {
  quizId: string;
  winners: { liveUserId: string; rank: number }[];
  answers: { liveUserId: string; option: number; seq: number }[];
}

test.describe("award quiz (VIE_ANSWER)", () => {
  test("the first correct answer the server receives wins; both viewers see the result", async ({ browser }) => {
    const viewers = [await openToolViewer(browser), await openToolViewer(browser)];
    try {
      const [fastId, slowId] = await Promise.all(viewers.map(viewerIdOf));
      const question = `E2E 竞答 ${String(Date.now())}：1 + 1 = ?`;
      const quiz = JSON.parse(
        await organiser(
          "quiz",
          "start",
          DEMO_EVENT,
          DEMO_ROOM,
          "--question",
          question,
          "--option",
          "一",
          "--option",
          "二",
          "--option",
          "三",
          "--answer",
          "2",
          "--winners",
          "1",
          "--seconds",
          "60",
        ),
      ) as QuizAnswer;

      const dialogs = viewers.map((page) => page.getByRole("dialog", { name: "有奖问答" }));
      for (const dialog of dialogs) {
        await expect(dialog).toBeVisible({ timeout: 10_000 });
        await expect(dialog.getByText(question)).toBeVisible();
      }
      const [fastDialog, slowDialog] = dialogs as [(typeof dialogs)[0], (typeof dialogs)[0]];
      await fastDialog.getByRole("button", { name: "二", exact: true }).click();
      await expect(fastDialog.getByText("恭喜，您是第 1 位答对者，获奖！")).toBeVisible();
      await slowDialog.getByRole("button", { name: "二", exact: true }).click();
      await expect(slowDialog.getByText("已提交答案：二")).toBeVisible();
      await expect(slowDialog.getByText("恭喜")).toHaveCount(0);

      await organiser("quiz", "end", DEMO_EVENT, DEMO_ROOM, quiz.quizId);
      for (const dialog of dialogs) await expect(dialog.getByText("正确答案：二")).toBeVisible();
      const results = JSON.parse(await organiser("quiz", "results", DEMO_EVENT, DEMO_ROOM, quiz.quizId)) as QuizAnswer;
      expect(results.winners).toEqual([expect.objectContaining({ liveUserId: fastId, rank: 1 })]);
      expect(results.answers.map((answer) => answer.liveUserId)).toEqual([fastId, slowId]);
    } finally {
      await Promise.all(viewers.map((page) => page.context().close()));
    }
  });
});
