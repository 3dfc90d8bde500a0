import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { appUrl } from "./support/env";

// This file performs CSP attacks: each test must see a violation (and fails if it does not).
test.use({ expectCspViolation: true });

test.describe("the Content-Security-Policy stops injected code and framing", () => {
  test("an injected inline script does not run, and the browser reports the violation", async ({ page, cspViolations }) => {
    await page.goto(appUrl("/noFound"));
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible({ timeout: 15_000 });

    const ran = await page.evaluate(async () => {
      const state = window as unknown as { __injected?: boolean };
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return state.__injected === true;
    });

    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.join("\n")).toContain("script-src");
  });

  test("an inline event handler does not run either", async ({ page, cspViolations }) => {
    await page.goto(appUrl("/noFound"));
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible({ timeout: 15_000 });
    const ran = await page.evaluate(async () => {
      const state = window as unknown as { __handler?: boolean };
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.__handler = true");
      image.src = "/no-such-image.png";
      document.body.append(image);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return state.__handler === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  });

  test("a page on another origin cannot frame the app", async ({ page, cspViolations }) => {
    const target = appUrl("/event/10001/");
    // The attacker's page: another origin (another port on this machine) that frames the app.
    const attacker = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><h1>attacker</h1><iframe id="app" src="${target}" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByRole("heading", { name: "attacker" })).toBeVisible();
      await expect.poll(() => cspViolations.join("\n"), { timeout: 15_000 }).toContain("frame-ancestors");
      // The frame shows nothing of the app: no element of the app's page is in it.
      const frame = page.frameLocator("#app");
      await expect(frame.locator("#root")).toHaveCount(0);
      await expect(frame.locator("body")).not.toContainText("主会场");
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
  });
});
