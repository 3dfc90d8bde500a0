// axe-core over every story of the built Storybook (storybook-static), in Debian's Chromium:
// fails on any serious or critical violation of the WCAG 2.0 A/AA and 2.1 A/AA rules (decisions 0040, 0054),
// naming the story. Run after `pnpm run build-storybook`; `npm test` runs it (scripts/test-steps.sh).
//
// The axe run is the a11y addon's own (.storybook/preview.tsx: its tags, `test: "error"`): every story
// reports its result when it finishes, and this script reads those reports. Fast: each of a few
// pages loads iframe.html once and switches stories over Storybook's channel (as the manager does)
// instead of reloading the preview per story. A story opts out only with `parameters.a11y.test =
// "off"` and a comment saying why (a story-only artefact).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "@playwright/test";

const ROOT = resolve(import.meta.dirname, "..");
const STATIC = join(ROOT, "storybook-static");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FAILING = new Set(["serious", "critical"]);
const PAGES = Number(process.env.STORYBOOK_A11Y_PAGES ?? 3);
const STORY_TIMEOUT_MS = 60_000;
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Serves storybook-static on a free loopback port. */
function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = normalize(join(STATIC, path === "/" ? "index.html" : path));
    if (!file.startsWith(STATIC) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    // Cached: a page that has to reload the preview does not fetch its bundle again.
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "max-age=3600" });
    createReadStream(file).pipe(response);
  });
  return new Promise((ready) => server.listen(0, "127.0.0.1", () => ready(server)));
}

/**
 * Shows a story in the already loaded preview and resolves with what the story's run reported
 * (`storyFinished`: status and reports, the a11y addon's among them), or rejects when it is missing.
 */
async function showStory(page, storyId) {
  return page.evaluate(
    ({ storyId, timeout }) =>
      new Promise((done, fail) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => finish(new Error(`not finished within ${timeout} ms`)), timeout);
        const onFinished = (payload) => {
          if (payload?.storyId === storyId) finish(null, payload);
        };
        const onMissing = () => finish(new Error("storyMissing"));
        // The story itself broke (not its a11y report, which also marks it "error").
        const broken = ["storyErrored", "storyThrewException", "playFunctionThrewException", "unhandledErrorsWhilePlaying"];
        const onBroken = (payload) => finish(new Error(`the story broke: ${JSON.stringify(payload)?.slice(0, 300)}`));
        function finish(error, payload) {
          clearTimeout(timer);
          channel.off("storyFinished", onFinished);
          channel.off("storyMissing", onMissing);
          for (const name of broken) channel.off(name, onBroken);
          if (error) fail(error);
          else done(JSON.parse(JSON.stringify({ status: payload.status, reporters: payload.reporters })));
        }
        for (const name of broken) channel.on(name, onBroken);
        channel.on("storyFinished", onFinished);
        channel.on("storyMissing", onMissing);
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      }),
    { storyId, timeout: STORY_TIMEOUT_MS },
  );
}

/** The story's serious and critical violations, as the a11y addon found them when the story ran. */
async function checkStory(page, storyId) {
  const finished = await showStory(page, storyId);
  const report = finished.reporters.find((reported) => reported.type === "a11y");
  // "error" with a passing (or no) a11y report: something else in the story failed.
  if (finished.status !== "success" && report?.status !== "failed") throw new Error(`the story finished with ${finished.status}`);
  // No report: the story opted out (parameters.a11y.test "off" or disable).
  if (report === undefined) return { storyId, skipped: true, findings: [] };
  if (report.result?.error !== undefined) throw new Error(`axe failed: ${JSON.stringify(report.result.error).slice(0, 300)}`);
  const findings = (report.result?.violations ?? [])
    .filter((violation) => FAILING.has(violation.impact ?? ""))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
      summary: violation.nodes[0]?.failureSummary?.split("\n").slice(1).join(" ").trim() ?? "",
    }));
  return { storyId, skipped: false, findings };
}

/** Loads the preview (iframe.html, no story yet), ready to show stories sent over its channel. */
async function openPreview(page, base) {
  await page.goto(`${base}/iframe.html`);
  await page.waitForFunction(
    () => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined && window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
  );
}

async function main() {
  const started = Date.now();
  const index = JSON.parse(readFileSync(join(STATIC, "index.json"), "utf8"));
  const only = process.argv.slice(2);
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === "story")
    .map((entry) => entry.id)
    .filter((id) => only.length === 0 || only.some((prefix) => id.startsWith(prefix)));
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const queue = [...stories];
  const results = [];
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    let fresh = false;
    for (let storyId = queue.shift(); storyId !== undefined; storyId = queue.shift()) {
      const t0 = Date.now();
      if (!fresh) await openPreview(page, base);
      try {
        results.push({ ...(await checkStory(page, storyId)), ms: Date.now() - t0 });
        fresh = true;
      } catch (first) {
        // A story that navigated away (the preview is gone) is retried once in a freshly loaded preview.
        const gone = /context was destroyed|navigat|reading 'on'/i.test(String(first?.message ?? first));
        try {
          if (!gone) throw first;
          await openPreview(page, base);
          results.push({ ...(await checkStory(page, storyId)), ms: Date.now() - t0 });
          fresh = true;
        } catch (error) {
          results.push({
            storyId,
            skipped: false,
            findings: [],
            error: String(error?.message ?? error ?? first).split("\n")[0],
            ms: Date.now() - t0,
          });
          fresh = false;
        }
      }
    }
    await context.close();
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PAGES, stories.length) }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  const failed = results.filter((result) => result.error !== undefined || result.findings.length > 0);
  for (const result of failed.sort((a, b) => a.storyId.localeCompare(b.storyId))) {
    if (result.error !== undefined) console.log(`✘ ${result.storyId}: ${result.error}`);
    for (const finding of result.findings) {
      console.log(
        `✘ ${result.storyId}: [${finding.impact}] ${finding.id}: ${finding.help} (${finding.summary})\n    ${finding.targets.join("\n    ")}`,
      );
    }
  }
  const skipped = results.filter((result) => result.skipped).map((result) => result.storyId);
  if (skipped.length > 0) console.log(`opted out (parameters.a11y): ${skipped.join(", ")}`);
  if (process.env.STORYBOOK_A11Y_SLOWEST) {
    for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${r.ms} ms ${r.storyId}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `storybook a11y: ${results.length - failed.length - skipped.length} passed, ${failed.length} failed, ${skipped.length} skipped (${results.length} stories, ${PAGES} pages, ${seconds} s)`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
