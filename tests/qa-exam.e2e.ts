import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "./support/test";
import { setNicknameThroughChat } from "./support/chat";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";

/** A new viewer (own browser context) on the demo event's main room, its chat ready. */
async function openViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  await expect(page.getByRole("log", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
  return page;
}

test.describe("Q&A and exam (organiser on the CLI, viewers in separate contexts)", () => {
  test("a question is asked, up-voted by another viewer and answered by the organiser: both see it live", async ({ browser }) => {
    const [asker, voter] = [await openViewer(browser), await openViewer(browser)];
    try {
      await setNicknameThroughChat(asker, `提问者${String(Date.now() % 10_000)}`);
      const question = `E2E 问题 ${String(Date.now())}`;
      await openTool(asker, "问答");
      await openTool(voter, "问答");
      const askerPanel = asker.getByRole("dialog", { name: "问答" });
      const voterPanel = voter.getByRole("dialog", { name: "问答" });
      await askerPanel.getByRole("textbox", { name: "你的问题" }).fill(question);
      await askerPanel.getByRole("button", { name: "提问" }).click();
      await expect(askerPanel.getByRole("textbox", { name: "你的问题" })).toHaveValue("");

      const row = (panel: typeof voterPanel) => panel.getByRole("listitem").filter({ hasText: question });
      await expect(row(voterPanel)).toBeVisible({ timeout: 5_000 });
      await row(voterPanel).getByRole("button", { name: "赞同这个问题（0）" }).click();
      await expect(row(voterPanel).getByRole("button", { name: "已赞同（1）" })).toBeVisible();
      await expect(row(askerPanel).getByRole("button", { name: "赞同这个问题（1）" })).toBeVisible({ timeout: 5_000 });

      const listed = JSON.parse(await organiser("qa", "list", EVENT, ROOM, "--sort", "time")) as {
        list: { questionId: string; content: string; upVotes: number }[];
      };
      const asked = listed.list.find((item) => item.content === question);
      expect(asked?.upVotes).toBe(1);
      await organiser("qa", "answer", EVENT, ROOM, asked?.questionId ?? "", "--text", "会后一天内发布");
      for (const panel of [askerPanel, voterPanel]) {
        await expect(row(panel)).toContainText("会后一天内发布", { timeout: 5_000 });
        await expect(row(panel)).toContainText("已回答");
      }
    } finally {
      await asker.context().close();
      await voter.context().close();
    }
  });

  test("an exam started on the CLI pops up, is submitted and scored", async ({ browser }) => {
    const viewer = await openViewer(browser);
    try {
      const paperFile = join(mkdtempSync(join(tmpdir(), "livehall-e2e-exam-")), "paper.json");
      writeFileSync(
        paperFile,
        JSON.stringify({
          title: "E2E 测验",
          seconds: 120,
          questions: [
            { questionHeading: "你的名字", questionType: 1, requiredFlag: 1 },
            {
              questionHeading: "2 + 2 =",
              questionType: 4,
              points: 5,
              options: [{ optionContent: "3" }, { optionContent: "4", correct: true }],
            },
            { questionHeading: "建议", questionType: 7, points: 3 },
          ],
        }),
      );
      const exam = JSON.parse(await organiser("exam", "start", EVENT, ROOM, "--file", paperFile)) as { examId: string };
      const panel = viewer.getByRole("dialog", { name: "考试" });
      await expect(panel).toBeVisible({ timeout: 5_000 });
      await expect(panel.getByRole("timer")).toContainText("剩余时间");
      await panel.getByRole("textbox", { name: /你的名字/ }).fill("测验者");
      await panel.getByRole("radio", { name: "4" }).check();
      await panel.getByRole("textbox", { name: /建议/ }).fill("更多练习");
      await panel.getByRole("button", { name: "交卷" }).click();
      await expect(panel.getByRole("heading", { name: "得分 5 / 8" })).toBeVisible({ timeout: 5_000 });
      await expect(panel).toContainText("另有 3 分待人工评阅");

      const results = JSON.parse(await organiser("exam", "results", EVENT, ROOM, exam.examId)) as { submissions: { score: number }[] };
      expect(results.submissions).toEqual([expect.objectContaining({ score: 5 })]);
      await organiser("exam", "end", EVENT, ROOM, exam.examId);
    } finally {
      await viewer.context().close();
    }
  });
});
