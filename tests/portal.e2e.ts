import { devices, expect, test } from "./support/test";
import { appUrl } from "./support/env";

const FLOW = /\/api\/no-auth\/page-decoration\/demo\/flow\?fingerprint=[0-9a-f]{16}$/;

test.describe("the portal (§2 /portal/{id}, §3 Portal)", () => {
  test("lists the demo events, counts the view once and links into an event's landing page with the query", async ({ page }) => {
    const flows: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && FLOW.test(request.url())) flows.push(request.url());
    });
    await page.goto(appUrl("/portal/demo?lang=en"));
    await expect(page).toHaveTitle("Livehall 活动门户");
    const events = page.getByRole("region", { name: "活动 · Events" });
    await expect(events.getByRole("link")).toHaveCount(3);
    await expect(events.getByRole("link", { name: /Livehall 演示活动/ })).toHaveAttribute("href", "/event/10001/landing?lang=en");
    expect(flows).toHaveLength(1);
    await events.getByRole("link", { name: /Livehall 演示活动/ }).click();
    await expect(page).toHaveURL(/\/event\/10001\/landing\?lang=en$/);
    expect(flows).toHaveLength(1);
  });

  test("on a phone, the mobile portal links into the mobile landing pages", async ({ browser }) => {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    await page.goto(appUrl("/mobile/portal/demo"));
    const events = page.getByRole("region", { name: "活动 · Events" });
    await expect(events.getByRole("link", { name: /Livehall 演示活动/ })).toHaveAttribute("href", "/mobile/event/10001/landing");
    await context.close();
  });
});

test.describe("unsupported browsers (§5)", () => {
  test("Samsung Internet on Android sees the page naming WeChat, WeCom and Chrome; desktop Firefox the desktop list", async ({
    browser,
  }) => {
    const cases = [
      {
        userAgent:
          "Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
        first: "Android phones",
        browsers: ["WeChat", "WeCom", "Google Chrome"],
      },
      {
        userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
        first: "Computers",
        browsers: ["Google Chrome 59 or later"],
      },
    ];
    for (const entry of cases) {
      const context = await browser.newContext({ userAgent: entry.userAgent, locale: "en-US" });
      const page = await context.newPage();
      await page.goto(appUrl("/portal/demo?lang=en"));
      await expect(page.getByRole("heading", { level: 1, name: "Browser not supported" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(entry.first);
      for (const name of entry.browsers) await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
      await expect(page.getByText("Livehall 活动门户")).toHaveCount(0);
      await context.close();
    }
  });
});
