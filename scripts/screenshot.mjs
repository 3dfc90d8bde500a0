// Takes docs/screenshot.png: the demo event's watch page playing, in Debian's Chromium (with Debian's
// fonts-noto-cjk installed, or the event's Chinese names show as boxes).
// Run after a build: bash scripts/toolchain.sh node scripts/screenshot.mjs
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { CHROMIUM_ARGS, ROOT, startBuiltApp } from "../bench/lib.mjs";

const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.baseUrl}/event/10001/`);
  await page.waitForURL(/\/watch\//);
  await page.waitForSelector(".lh-player[data-status=playing]", { timeout: 30_000 });
  // Accepted as a viewer would, so the toolbar and what lies under the player are not covered.
  const cookieNotice = page.getByRole("region", { name: /^(Cookie 提示|Cookie notice)$/ });
  if (
    await cookieNotice.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  )
    await cookieNotice.getByRole("button").click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(ROOT, "docs", "screenshot.png") });
  console.log("wrote docs/screenshot.png");
} finally {
  await browser.close();
  await app.stop();
}
