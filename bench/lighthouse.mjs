// Benchmark (issue 14): Lighthouse (the npm package, in Debian's Chromium through chrome-launcher; no
// downloaded browser) on the landing page with a mobile form factor, beside a static HTML page of the
// same content — generated here from the landing data the server answers, served by this bench — in
// the same run. Reports performance and accessibility for both, the ratio to the baseline, the landing
// page's JavaScript (gzip of every script it loads) and whether player code (hls.js / mpegts.js) is
// among it. Targets (reported, not asserted): performance ≥ 95, accessibility ≥ 95, JavaScript ≤ 120 KB
// gzip, no player code. `--smoke` (npm test): one accessibility-only audit of each page, nothing written.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { api, CHROMIUM_ARGS, freePort, median, startBuiltApp, writeResult } from "./lib.mjs";

/**
 * The page audited: the mobile landing page (issue 14's `/mobile` site), with Lighthouse's mobile
 * form factor (phone screen, simulated slow 4G and CPU).
 */
export const LANDING_PATH = "/mobile/event/10001/landing";
const EVENT = "10001";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGETS = { performance: 95, accessibility: 95, landingJsGzipKb: 120 };
/** Audits of each page in a full run (five: one audit on a busy machine moves the median of three); the median score is reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * What the landing page shows, as the server answers it: the event's name and start time and its
 * landing modules in their order (their texts and pictures), so the baseline shows the same content.
 */
async function landingContent(base) {
  const brief = await api(base, `/watch/personal/breif?virtualEventNumber=${EVENT}`);
  const landing = await api(base, `/events/landing-page?virtualEventNumber=${EVENT}`).catch(() => ({ modules: [] }));
  const schedules = await api(base, `/events/viewer/schedules?virtualEventNumber=${EVENT}&page=1&perPage=3`).catch(() => ({ items: [] }));
  const modules = [...(landing.modules ?? [])].sort((a, b) => a.sequence - b.sequence);
  return { name: brief.eventInfoBO.virtualEventName, startTime: brief.eventInfoBO.startTime, modules, schedules: schedules.items ?? [] };
}

/** One module as plain HTML: its texts and pictures, nothing interactive. */
function staticModule(module, schedules, origin) {
  const img = (url, alt) =>
    url ? `<img src="${escapeHtml(new URL(url, origin).href)}" alt="${escapeHtml(alt)}" width="320" height="180">` : "";
  const text = (value) => (value ? `<p>${escapeHtml(value)}</p>` : "");
  const title = `<h2>${escapeHtml(module.moduleName ?? module.moduleType)}</h2>`;
  switch (module.moduleType) {
    case "logo":
      return img(module.logoUrl, "logo");
    case "title":
      return `<h1>${escapeHtml(module.title)}</h1>${text(module.subtitle)}`;
    case "propaganda":
    case "graphic":
      return `${title}${img(module.imageUrl, module.text ?? "")}${text(module.text)}`;
    case "guests":
      return `${title}<ul>${(module.guests ?? []).map((g) => `<li>${img(g.avatarUrl, g.name)}<b>${escapeHtml(g.name)}</b> ${escapeHtml(g.position)}</li>`).join("")}</ul>`;
    case "media":
      return `${title}${img(module.coverUrl, module.mediaName)}${text(module.mediaName)}`;
    case "agenda":
      return `${title}<ol>${schedules.map((item) => `<li>${escapeHtml(`${item.date} ${item.startTime}–${item.endTime} ${item.title} · ${item.locationName}`)}</li>`).join("")}</ol>`;
    case "partner":
      return `${title}<ul>${(module.partners ?? []).map((p) => `<li>${img(p.logoUrl, p.name)}</li>`).join("")}</ul>`;
    case "contact":
      return `${title}${text(module.phone)}${text(module.email)}${text(module.address)}`;
    default:
      return "";
  }
}

/** The baseline: the same content as plain HTML and a few lines of CSS, no script. */
function staticLanding({ name, startTime, modules, schedules }, origin) {
  const body = modules.map((module) => `<section>${staticModule(module, schedules, origin)}</section>`).join("");
  return `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} - 活动主页</title><meta name="description" content="${escapeHtml(name)}">
<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1d1d1f;background:#fff}
header{padding:12px 16px;border-bottom:1px solid #d2d2d7;font-weight:600}main{max-width:72rem;margin:0 auto;padding:16px}
section{padding:16px;border-radius:12px;background:#f5f5f7;margin-block-end:12px}img{max-width:100%;height:auto}
h1{margin:0;font-size:1.75rem}p{margin:0;color:#5c5c66}a{padding:8px 24px;border-radius:8px;background:#b8001e;color:#fff;text-decoration:none}</style>
</head><body><header>${escapeHtml(name)}</header><main>${body || `<h1>${escapeHtml(name)}</h1>`}
<p>开始时间：${escapeHtml(startTime)}</p><a href="/event/${EVENT}/">进入活动</a></main></body></html>`;
}

async function serveStatic(html) {
  const port = await freePort();
  const server = createServer((request, response) => {
    response.writeHead(request.url === "/" ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(request.url === "/" ? html : "");
  });
  await new Promise((ready) => server.listen(port, "127.0.0.1", ready));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(done)) };
}

/** One Lighthouse run (mobile form factor, the default config): scores out of 100 and the scripts loaded. */
async function audit(port, url, categories) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
  if (result === undefined) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((id) => [id, lhr.categories[id]?.score === null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }));
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
    .map((a) => a.id);
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    scores,
    scripts,
    failedA11y,
    metrics: {
      fcp: metrics.firstContentfulPaint,
      lcp: metrics.largestContentfulPaint,
      tbt: metrics.totalBlockingTime,
      cls: metrics.cumulativeLayoutShift,
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** The gzip size of each script the page loaded (fetched again; Lighthouse's transfer sizes are the server's br/gzip). */
async function scriptSizes(scripts) {
  const sized = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    sized.push({ ...script, gzipBytes: gzipSync(body).length, body });
  }
  return sized;
}

/** hls.js / mpegts.js or our player code (by chunk name, or a constant only the engine adapters hold). */
const isPlayerCode = (script) =>
  (/\/(hls|mpegts)[^/]*\.js/.test(script.url) && !/-engine-/.test(script.url)) ||
  /\/(watch-boot|hls-engine|mpegts-engine)-[^/]*\.js/.test(script.url) ||
  /startFragPrefetch|enableStashBuffer/.test(script.body.toString("utf8"));

const medianScore = (runs, category) => {
  const values = runs.map((run) => run.scores[category]).filter((value) => typeof value === "number");
  return values.length === 0 ? null : median(values);
};

/**
 * Measures and writes bench/results/lighthouse.json; `smoke` (npm test) audits each page once for
 * accessibility only, writes nothing, and throws when a page could not be audited.
 */
export async function run({ smoke = false } = {}) {
  const categories = smoke ? ["accessibility"] : ["performance", "accessibility"];
  const runs = smoke ? 1 : RUNS;
  const app = await startBuiltApp();
  const baseline = await serveStatic(staticLanding(await landingContent(app.baseUrl), app.baseUrl));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  try {
    const landingUrl = `${app.baseUrl}${LANDING_PATH}`;
    const landingRuns = [];
    const baselineRuns = [];
    // Alternating, so both pages see the same load on the machine.
    for (let i = 0; i < runs; i++) {
      landingRuns.push(await audit(chrome.port, landingUrl, categories));
      baselineRuns.push(await audit(chrome.port, baseline.url, categories));
    }
    // The request list comes with the performance category only (not in the smoke).
    const scripts = smoke ? [] : await scriptSizes(landingRuns[0].scripts);
    if (!smoke && scripts.length === 0) throw new Error("the landing page loaded no script: the request list is missing");
    const jsGzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const score = (list) => Object.fromEntries(categories.map((c) => [c, medianScore(list, c)]));
    const landing = score(landingRuns);
    const bare = score(baselineRuns);
    for (const c of categories) {
      if (landing[c] === null || bare[c] === null) throw new Error(`no ${c} score (landing ${landing[c]}, baseline ${bare[c]})`);
    }
    const ratio = Object.fromEntries(categories.map((c) => [c, Number((landing[c] / bare[c]).toFixed(3))]));
    const playerFiles = scripts.filter(isPlayerCode).map((s) => s.url.replace(app.baseUrl, ""));
    const result = {
      page: LANDING_PATH,
      formFactor: "mobile (Lighthouse default: Moto G Power screen, simulated slow 4G, 4× CPU slowdown)",
      runs,
      scores: { landing, staticBaseline: bare },
      samples: { landing: landingRuns.map((r) => r.scores), staticBaseline: baselineRuns.map((r) => r.scores) },
      ratioToBaseline: ratio,
      landingMetricsMs: landingRuns.map((r) => r.metrics),
      landingFailedAccessibilityAudits: [...new Set(landingRuns.flatMap((r) => r.failedA11y))],
      landingJs: {
        gzipBytes: jsGzip,
        transferBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
        files: scripts.map((s) => ({ url: s.url.replace(app.baseUrl, ""), gzipBytes: s.gzipBytes, transferBytes: s.transferSize })),
      },
      landingLoadsPlayerCode: playerFiles.length > 0,
      landingPlayerCodeFiles: playerFiles,
      benchmarkIndex: landingRuns.map((r) => r.benchmarkIndex),
      targets: {
        performance: `>= ${TARGETS.performance}`,
        accessibility: `>= ${TARGETS.accessibility}`,
        landingJs: `<= ${TARGETS.landingJsGzipKb} KB gzip`,
        playerCode: "none",
      },
      met: {
        ...Object.fromEntries(categories.map((c) => [c, landing[c] >= TARGETS[c]])),
        landingJs: jsGzip <= TARGETS.landingJsGzipKb * 1024,
        noPlayerCode: playerFiles.length === 0,
      },
    };
    const file = smoke ? "smoke, not written" : writeResult("lighthouse", result);
    const line = categories.map((c) => `${c} ${landing[c]} (static ${bare[c]}, ratio ${ratio[c]})`).join("; ");
    const js = smoke
      ? "landing JS not measured in the smoke"
      : `landing JS ${(jsGzip / 1024).toFixed(1)} KB gzip, player code: ${playerFiles.length > 0}`;
    console.log(`lighthouse ${LANDING_PATH} (mobile): ${line}; ${js} → ${file}`);
    if (result.landingFailedAccessibilityAudits.length > 0)
      console.log(`  failed accessibility audits: ${result.landingFailedAccessibilityAudits.join(", ")}`);
    return result;
  } finally {
    await chrome.kill();
    await baseline.stop();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run({ smoke: process.argv.includes("--smoke") });
