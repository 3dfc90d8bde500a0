import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { mailsTo, waitForCode } from "./support/mailbox";
import { storedTokens } from "./support/viewer";

/** Opens the demo's landing page as a viewer with a session (entered once through the watch page). */
async function landingWithSession(page: Page): Promise<void> {
  await page.goto(appUrl("/event/10001/"));
  await expect.poll(async () => (await storedTokens(page))["10001"]?.accessToken ?? "", { timeout: 20_000 }).not.toBe("");
  await page.goto(appUrl("/event/10001/landing"));
}

/** The newest code the development SMS stand-in (the outbox) holds for `mobile`. */
async function textedCode(page: Page, mobile: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const entries = (await (await page.request.get(appUrl(`/dev/outbox.json?account=${mobile}`))).json()) as { code: string }[];
      code = entries[0]?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test.describe("notices and tickets on the landing page", () => {
  test("subscribes by SMS and by e-mail with their codes; the page says both, masked", async ({ page }) => {
    const stamp = String(Date.now()).slice(-8);
    const mobile = `139${stamp}`;
    const address = `remind-${stamp}@livehall.test`;
    await landingWithSession(page);
    await page.getByRole("button", { name: "开播提醒" }).click();
    const dialog = page.getByRole("dialog", { name: "订阅开播提醒" });

    const sms = dialog.getByRole("form", { name: "短信提醒" });
    await sms.getByLabel("手机号").fill(mobile);
    await sms.getByRole("button", { name: "获取验证码" }).click();
    await sms.getByLabel("验证码").fill(await textedCode(page, mobile));
    await sms.getByRole("button", { name: "订阅" }).click();
    await expect(page.getByText(`短信：139****${stamp.slice(-4)}`)).toBeVisible();

    const email = dialog.getByRole("form", { name: "邮件提醒" });
    await email.getByLabel("邮箱").fill(address);
    const before = mailsTo(address).length;
    await email.getByRole("button", { name: "获取验证码" }).click();
    await email.getByLabel("验证码").fill(await waitForCode(address, before));
    await email.getByRole("button", { name: "订阅" }).click();
    await expect(page.getByText("邮件：r***@livehall.test")).toBeVisible();

    // After a reload the state comes from GET /events/subscribe-state.
    await page.reload();
    await expect(page.getByText(`短信：139****${stamp.slice(-4)}`)).toBeVisible();
  });

  test("takes a free ticket and shows its state; the development payment is said plainly", async ({ page }) => {
    await landingWithSession(page);
    const tickets = page.getByRole("region", { name: "门票" });
    await expect(tickets.getByText("开发环境支付：不会扣款")).toBeVisible();
    await tickets.getByRole("button", { name: "免费领取免费票 Free pass" }).click();
    const mine = tickets.getByRole("status");
    await expect(mine).toContainText("我的门票：免费票 Free pass");
    await expect(mine).toContainText("已确认");
    await expect(mine).toContainText("无需审核");
    await expect(tickets.getByRole("button")).toHaveCount(0);
  });
});
