import { expect, test, type Browser, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";
import { DEMO_EVENT, DEMO_ROOM } from "./support/tool-viewers";

/** An anonymous viewer (own browser context) on the demo room, in English. */
async function openAnonymous(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl(`/event/${DEMO_EVENT}/?lang=en`));
  await expectWatching(page, DEMO_EVENT);
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  return page;
}

test.describe("a quiz and a check-in for ID viewers only", () => {
  test("an anonymous viewer's answer and check-in open the login prompt; nothing is counted", async ({ browser }) => {
    const page = await openAnonymous(browser);
    try {
      const question = `E2E ID only ${String(Date.now() % 100_000)}: 1 + 1 = ?`;
      const quiz = JSON.parse(
        await organiser(
          "quiz",
          "start",
          DEMO_EVENT,
          DEMO_ROOM,
          "--question",
          question,
          "--option",
          "one",
          "--option",
          "two",
          "--answer",
          "2",
          "--seconds",
          "60",
          "--id-viewers-only",
        ),
      ) as { quizId: string; idViewersOnly: boolean };
      expect(quiz.idViewersOnly).toBe(true);
      const quizDialog = page.getByRole("dialog", { name: "Prize quiz" });
      await expect(quizDialog.getByText(question)).toBeVisible({ timeout: 10_000 });
      await quizDialog.getByRole("button", { name: "two", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
      const answered = JSON.parse(await organiser("quiz", "results", DEMO_EVENT, DEMO_ROOM, quiz.quizId)) as {
        answerCount: number;
        anonymousAnswers: number;
      };
      expect(answered).toMatchObject({ answerCount: 0, anonymousAnswers: 0 });
      const login = page.getByRole("dialog", { name: "Log in" });
      await login.getByRole("button", { name: "Close" }).click();
      await expect(login).toBeHidden();
      await organiser("quiz", "end", DEMO_EVENT, DEMO_ROOM, quiz.quizId);

      const signIn = JSON.parse(
        await organiser("sign-in", "start", DEMO_EVENT, DEMO_ROOM, "--seconds", "60", "--title", "E2E ID only", "--id-viewers-only"),
      ) as { signInId: string };
      const signInDialog = page.getByRole("dialog", { name: "Check-in" });
      await expect(signInDialog).toBeVisible({ timeout: 10_000 });
      await signInDialog.getByRole("button", { name: "Check in" }).click();
      await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
      const checked = JSON.parse(await organiser("sign-in", "results", DEMO_EVENT, DEMO_ROOM, signIn.signInId)) as { count: number };
      expect(checked.count).toBe(0);
      await organiser("sign-in", "end", DEMO_EVENT, DEMO_ROOM, signIn.signInId);
    } finally {
      await page.context().close();
    }
  });
});
