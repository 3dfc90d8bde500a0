// Benchmark (issue 5): live latency behind the live edge for HLS and HTTP-FLV after 60 s. Four
// pages play side by side for BENCH_LATENCY_SECONDS (default 60): our watch page on an HLS room
// (10001/20001) and on the FLV room (10007/30002), a bare hls.js page and a bare mpegts.js page
// (both default config) on the same signed addresses. During the last 10 s each page is sampled
// once a second; the median per page is reported, with ratios ours / bare for HLS and for FLV.
//
// The latency compared (computed in the page at every sample):
// - our pages: the player's own reading, `data-latency` (seconds) on `.lh-player`, when the UI
//   exposes it — the engines compute it as hls.js's `hls.latency` (HLS: live edge from the
//   playlist − currentTime) and as bufferedEnd − currentTime (FLV, mpegts.js has no latency API);
// - the bare pages: the same formulas — `hls.latency` on the bare hls.js page, bufferedEnd −
//   currentTime on the bare mpegts.js page.
// When our page has no `data-latency` reading, both sides of that protocol fall back to
// bufferedEnd − currentTime (how far playback is behind the newest media the player holds); the
// JSON says which metric each ratio used. bufferedEnd − currentTime is recorded for every page.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  CHROMIUM_ARGS,
  livePlayAddr,
  median,
  playerLibraryFile,
  serveBenchFiles,
  signInContext,
  startBuiltApp,
  writeResult,
  FIRST_FRAME_PROBE,
} from "./lib.mjs";

/** How long the pages play and how many last seconds are sampled; the smoke (npm test) plays 8 s, samples 3. */
const settings = (smoke) => {
  const SECONDS = smoke ? 8 : Number(process.env.BENCH_LATENCY_SECONDS ?? 60);
  return { SECONDS, SAMPLE_SECONDS: smoke ? 3 : Math.min(10, SECONDS) };
};
// Which pages to open (comma list; default all four) — for trying one half while the other is broken.
const ONLY = (process.env.BENCH_LATENCY_PAGES ?? "appHls,appFlv,bareHlsJs,bareMpegtsJs").split(",").map((n) => n.trim());
const HLS_ROOM = { event: "10001", room: "20001" };
const FLV_ROOM = { event: "10007", room: "30002" };
const hlsScript = readFileSync(playerLibraryFile("hls.js/dist/hls.min.js"));
const mpegtsScript = readFileSync(playerLibraryFile("mpegts.js/dist/mpegts.js"));

const bareHlsPage = (url) => `<!doctype html><html><body>
<video id="v" muted autoplay playsinline></video>
<script src="/__bench/hls.min.js"></script>
<script>const video = document.getElementById("v");
window.hls = new Hls(); hls.loadSource(${JSON.stringify(url)}); hls.attachMedia(video); video.play().catch(() => {});</script>
</body></html>`;

const bareFlvPage = (url) => `<!doctype html><html><body>
<video id="v" muted autoplay playsinline></video>
<script src="/__bench/mpegts.js"></script>
<script>const video = document.getElementById("v");
window.player = mpegts.createPlayer({ type: "flv", isLive: true, url: ${JSON.stringify(url)} });
player.attachMediaElement(video); player.load(); Promise.resolve(player.play()).catch(() => {});</script>
</body></html>`;

/** One reading in the page: the compared metric and the recorded-only ones. */
function sample() {
  const video = document.querySelector(".lh-player video") ?? document.querySelector("video");
  if (!video || video.buffered.length === 0) return null;
  const bufferedEnd = video.buffered.end(video.buffered.length - 1);
  const reading = document.querySelector(".lh-player")?.getAttribute("data-latency");
  const hlsLatency = window.hls?.latency;
  return {
    behindBufferedEnd: bufferedEnd - video.currentTime,
    appReading: reading == null || reading === "" ? null : Number(reading),
    hlsJsLatency: typeof hlsLatency === "number" && Number.isFinite(hlsLatency) ? hlsLatency : null,
    paused: video.paused,
    rate: video.playbackRate,
  };
}

/** The default resolution of the first line whose addresses look like `kind` (".m3u8" or ".flv"). */
function defaultAddress(address, kind) {
  const line = address.playAddrs.find((l) => l.resolutions.some((r) => r.url.includes(kind)));
  if (!line) throw new Error(`no ${kind} line in live-play-addr: ${JSON.stringify(address)}`);
  return (
    line.resolutions.find((r) => r.defaultResolutionFlag === 1 && r.url.includes(kind)) ??
    line.resolutions.find((r) => r.url.includes(kind))
  );
}

async function openPage(browser, base, { watch, bareHtml }) {
  const context = await browser.newContext();
  if (watch) await signInContext(context, base, watch.event);
  else {
    await serveBenchFiles(context, {
      "hls.min.js": { body: hlsScript, contentType: "text/javascript" },
      "mpegts.js": { body: mpegtsScript, contentType: "text/javascript" },
      "bare.html": { body: bareHtml, contentType: "text/html" },
    });
  }
  await context.addInitScript(FIRST_FRAME_PROBE);
  const page = await context.newPage();
  await page.goto(watch ? `${base}/event/${watch.event}/watch/${watch.room}` : `${base}/__bench/bare.html`);
  return { context, page };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const values = (samples, key) => samples.map((s) => s?.[key]).filter((v) => typeof v === "number" && Number.isFinite(v));
const medianOrNull = (list) => (list.length ? median(list) : null);
const round = (v) => (v === null ? null : Math.round(v * 1000) / 1000);

/**
 * Measures and writes bench/results/live-latency.json; `smoke` (npm test) plays briefly, writes
 * nothing and throws (as the full run does) when a page gave no reading.
 */
export async function run({ smoke = false } = {}) {
  const { SECONDS, SAMPLE_SECONDS } = settings(smoke);
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const opened = [];
  try {
    const wantsFlv = ONLY.some((n) => /Flv|Mpegts/.test(n));
    const hlsUrl = defaultAddress(await livePlayAddr(app.baseUrl, HLS_ROOM.event, HLS_ROOM.room), ".m3u8").url;
    const flvUrl = wantsFlv ? defaultAddress(await livePlayAddr(app.baseUrl, FLV_ROOM.event, FLV_ROOM.room), ".flv").url : "";
    const pages = {
      appHls: { watch: HLS_ROOM },
      appFlv: { watch: FLV_ROOM },
      bareHlsJs: { bareHtml: bareHlsPage(hlsUrl) },
      bareMpegtsJs: { bareHtml: bareFlvPage(flvUrl) },
    };
    const started = Date.now();
    const names = Object.keys(pages).filter((n) => ONLY.includes(n));
    for (const name of names) opened.push({ name, ...(await openPage(browser, app.baseUrl, pages[name])) });
    const firstFrames = await Promise.all(
      opened.map(async ({ name, page }) => {
        try {
          return await page.waitForFunction(() => window.__firstFrame, undefined, { timeout: 30_000 }).then((h) => h.jsonValue());
        } catch {
          throw new Error(`${name}: no video frame within 30 s`);
        }
      }),
    );

    await sleep(Math.max(0, started + (SECONDS - SAMPLE_SECONDS) * 1000 - Date.now()));
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < SAMPLE_SECONDS; i++) {
      const tick = Date.now();
      const readings = await Promise.all(opened.map(({ page }) => page.evaluate(sample).catch(() => null)));
      readings.forEach((r, k) => samples[names[k]].push(r));
      await sleep(Math.max(0, tick + 1000 - Date.now()));
    }

    const perPage = Object.fromEntries(
      names.map((name, k) => {
        const list = samples[name];
        return [
          name,
          {
            firstFrameMs: Math.round(firstFrames[k]),
            behindBufferedEndSeconds: {
              median: round(medianOrNull(values(list, "behindBufferedEnd"))),
              samples: values(list, "behindBufferedEnd").map(round),
            },
            appReadingSeconds: round(medianOrNull(values(list, "appReading"))),
            hlsJsLatencySeconds: round(medianOrNull(values(list, "hlsJsLatency"))),
            pausedSamples: list.filter((s) => s?.paused).length,
            missingSamples: list.filter((s) => s === null).length,
          },
        ];
      }),
    );
    // Per protocol: the player readings when our page exposes one, else bufferedEnd − currentTime on both.
    const buffered = (name) => perPage[name]?.behindBufferedEndSeconds.median ?? null;
    const compare = (ours, bare, bareReading) => {
      const reading = perPage[ours]?.appReadingSeconds ?? null;
      const bareValue = reading === null ? buffered(bare) : bareReading.value(bare);
      const oursValue = reading ?? buffered(ours);
      return {
        metric: reading === null ? "bufferedEnd − currentTime on both" : `ours: data-latency; bare: ${bareReading.name}`,
        appSeconds: oursValue,
        bareSeconds: bareValue,
        ratio: oursValue === null || bareValue === null || bareValue === 0 ? null : round(oursValue / bareValue),
      };
    };
    const hls = compare("appHls", "bareHlsJs", { name: "hls.latency", value: (n) => perPage[n]?.hlsJsLatencySeconds ?? null });
    const flv = compare("appFlv", "bareMpegtsJs", { name: "bufferedEnd − currentTime", value: buffered });
    const missing = names.filter((n) => perPage[n].behindBufferedEndSeconds.median === null);
    const result = {
      seconds: SECONDS,
      sampledLastSeconds: SAMPLE_SECONDS,
      measured:
        "per page, median over the last 10 s (1 sample/s), seconds. Compared per protocol: our player's reading (.lh-player[data-latency]: hls.latency for HLS, bufferedEnd − currentTime for FLV) against the same formula on the bare page (hls.latency / bufferedEnd − currentTime); without a data-latency reading, bufferedEnd − currentTime on both. behindBufferedEndSeconds is recorded for every page",
      rooms: { hls: { ...HLS_ROOM, url: hlsUrl.replace(/\?.*/, "") }, flv: { ...FLV_ROOM, url: flvUrl.replace(/\?.*/, "") } },
      pages: perPage,
      pagesOpened: names,
      hls,
      flv,
      target: "reported (issue 5 sets no ratio for latency)",
    };
    if (missing.length) throw new Error(`live latency: no reading on ${missing.join(", ")}`);
    const file = smoke ? "smoke, not written" : writeResult("live-latency", result);
    const f = (v) => (v === null ? "—" : v.toFixed(2));
    console.log(
      `live latency after ${SECONDS} s: HLS app ${f(hls.appSeconds)} s, bare hls.js ${f(hls.bareSeconds)} s, ratio ${hls.ratio ?? "—"} (${hls.metric}); FLV app ${f(flv.appSeconds)} s, bare mpegts.js ${f(flv.bareSeconds)} s, ratio ${flv.ratio ?? "—"} (${flv.metric}) → ${file}`,
    );
    return result;
  } finally {
    for (const { context } of opened) await context.close().catch(() => {});
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
