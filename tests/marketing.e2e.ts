import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";
const FORM_NAME = "预约演示 · Book a demo";

/** A new anonymous viewer (own browser context) on a watch page. */
async function openViewer(browser: Browser, event = EVENT, path = `/event/${event}/`): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(appUrl(path));
  await expectWatching(page, event);
  return page;
}

interface Submission {
  readonly agreements: Readonly<Record<string, string>>;
  readonly triggerMode: string;
  readonly callToActionId: string;
  readonly questions: readonly { questionId: string; answerContent?: string }[];
}

/** The form's submissions as the organiser's CLI prints them. */
async function submissions(appId: string): Promise<Submission[]> {
  return (JSON.parse(await organiser("marketing", "submissions", EVENT, ROOM, appId)) as { list: Submission[] }).list;
}

test.describe("marketing tools (issue 13)", () => {
  test("a form with every question type is submitted and stored as serialized", async ({ browser }) => {
    const page = await openViewer(browser);
    try {
      await openTool(page, "表单");
      await page
        .getByRole("dialog", { name: "表单" })
        .getByRole("button", { name: new RegExp(FORM_NAME) })
        .click();
      const form = page.getByRole("dialog", { name: FORM_NAME });
      await expect(form).toBeVisible();
      const name = `Ada ${String(Date.now())}`;
      // Required fields first left empty: one message each, nothing sent.
      await form.getByRole("button", { name: "提交" }).click();
      await expect(form.getByText("此项为必填项")).toHaveCount(3);
      await form.getByLabel("姓名 Name").fill(name);
      await form.getByLabel("邮箱 E-mail").fill("ada@example.com");
      await form.getByLabel("公司 Company").fill("Analytical Engines");
      await form.getByLabel("需求 What do you need?").fill("Line 1\nLine 2");
      await form.getByLabel("手机 Mobile").fill("13800000000");
      await form.getByLabel("期望日期 Preferred date").fill("2025-03-01");
      await form.getByRole("radio", { name: "11-100" }).check();
      await form.getByRole("checkbox", { name: "直播 Live" }).check();
      await form.getByRole("checkbox", { name: "表单 Forms" }).check();
      await form.getByLabel("省/自治区/直辖市").fill("广东省");
      await form.getByLabel("城市").fill("深圳市");
      await form.getByLabel("区/县").fill("南山区");
      await form.getByLabel("详细地址").fill("科技园 1 号");
      await form.getByRole("checkbox", { name: "同意 I agree" }).check();
      await form.getByRole("button", { name: "提交" }).click();
      await expect(page.getByText("提交成功", { exact: true })).toBeVisible();
      await expect(form.getByText("已提交，感谢您的参与！")).toBeVisible();

      const mine = (await submissions("mkt-form")).find((item) => item.questions[0]?.answerContent === name);
      expect(mine?.triggerMode).toBe("ACTIVE");
      // The demo's agreements have both flags on: the zh-Hans versions are named.
      expect(mine?.agreements).toEqual({
        privacyPolicyVersion: "2025.1",
        userAgreementVersion: "2025.1",
        privacyPolicyLanguageType: "zh-Hans",
        userAgreementLanguageType: "zh-Hans",
      });
      expect(mine?.questions).toEqual([
        { questionId: "name", questionType: 1, answerContent: name },
        { questionId: "email", questionType: 3, answerContent: "ada@example.com" },
        { questionId: "company", questionType: 6, answerContent: "Analytical Engines" },
        { questionId: "needs", questionType: 7, answerContent: "Line 1\nLine 2" },
        { questionId: "phone", questionType: 2, answerContent: "13800000000" },
        { questionId: "date", questionType: 8, answerContent: "2025-03-01" },
        { questionId: "size", questionType: 4, answers: [{ optionId: "o2" }] },
        { questionId: "topics", questionType: 5, answers: [{ optionId: "o1" }, { optionId: "o3" }] },
        { questionId: "address", questionType: 9, answerContent: "广东省/深圳市/南山区", customAnswerContent: "科技园 1 号" },
        { questionId: "consent", questionType: 10, answers: [{ optionId: "o1" }] },
      ]);
    } finally {
      await page.context().close();
    }
  });

  test("a download is submitted, then its real file is saved", async ({ browser }) => {
    const page = await openViewer(browser);
    try {
      await openTool(page, "资料下载");
      await page
        .getByRole("dialog", { name: "资料下载" })
        .getByRole("button", { name: /资料下载 · Brochure/ })
        .click();
      const modal = page.getByRole("dialog", { name: "资料下载 · Brochure" });
      await modal.getByRole("button", { name: "获取资料" }).click();
      const saving = page.waitForEvent("download");
      await modal.getByRole("button", { name: "下载 livehall-brochure.pdf" }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toBe("livehall-brochure.pdf");
      const path = await download.path();
      expect((await readFile(path)).subarray(0, 8).toString()).toBe("%PDF-1.4");
    } finally {
      await page.context().close();
    }
  });

  test("a call-to-action that names a form opens it PASSIVE, and the submit names the call-to-action", async ({ browser }) => {
    const page = await openViewer(browser);
    try {
      // The cookie notice at the foot of the page must leave the call-to-action under it reachable.
      await expect(page.getByRole("region", { name: "Cookie 提示" })).toBeVisible({ timeout: 10_000 });
      await page.getByRole("button", { name: "预约 Book" }).click({ timeout: 10_000 });
      const form = page.getByRole("dialog", { name: FORM_NAME });
      await expect(form).toBeVisible();
      const name = `Passive ${String(Date.now())}`;
      await form.getByLabel("姓名 Name").fill(name);
      await form.getByLabel("邮箱 E-mail").fill("passive@example.com");
      await form.getByRole("radio", { name: "1-10", exact: true }).check();
      await form.getByRole("button", { name: "提交" }).click();
      await expect(page.getByText("提交成功", { exact: true })).toBeVisible();
      const mine = (await submissions("mkt-form")).find((item) => item.questions[0]?.answerContent === name);
      expect(mine).toMatchObject({ triggerMode: "PASSIVE", callToActionId: "cta-20001-form" });
    } finally {
      await page.context().close();
    }
  });

  test("an anonymous viewer is intercepted before a form opens (interactive access on)", async ({ browser }) => {
    const page = await openViewer(browser, "10008", "/event/10008/watch/80001");
    try {
      await openTool(page, "表单");
      await page
        .getByRole("dialog", { name: "表单" })
        .getByRole("button", { name: /报名表/ })
        .click();
      await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "报名表 · Sign-up form" })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
});
