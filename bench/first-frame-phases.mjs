// The first frame's critical path, in phases (issue 12 item 4): what a cold load of the watch page
// (or the bare hls.js page) did, and when, from navigation start to the first presented frame.
// Downloads come from Resource Timing, the first append from a hook on SourceBuffer.appendBuffer,
// the first frame from requestVideoFrameCallback (lib.mjs FIRST_FRAME_PROBE), our own steps from
// `livehall:*` performance marks, script evaluation from a Chromium trace of one extra load, and
// the cumulative layout shift from a 'layout-shift' PerformanceObserver.

/** Page script: records the first SourceBuffer append (start, end) and the layout shifts of the first 5 s. */
export const PHASE_PROBE = `
  window.__phases = { appendStart: null, appendEnd: null, cls: 0, shifts: 0 };
  if (typeof SourceBuffer !== "undefined") {
    const append = SourceBuffer.prototype.appendBuffer;
    SourceBuffer.prototype.appendBuffer = function (data) {
      if (window.__phases.appendStart === null) {
        window.__phases.appendStart = performance.now();
        this.addEventListener("updateend", () => { window.__phases.appendEnd ??= performance.now(); }, { once: true });
      }
      return append.call(this, data);
    };
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput || entry.startTime > 5000) continue;
        window.__phases.cls += entry.value;
        window.__phases.shifts++;
      }
    }).observe({ type: "layout-shift", buffered: true });
  } catch {}
`;

/** Chromium trace categories that carry script compile/evaluate events with their URL. */
export const TRACE_CATEGORIES = ["devtools.timeline", "v8.execute", "blink.user_timing", "loading"];

const SEGMENT = /\.(ts|m4s|mp4|aac|fmp4)(\?|$)/;
const fileOf = (url) =>
  (url === "module-graph:" ? "(a module graph)" : new URL(url).pathname).replace(/^\/assets\//, "").replace(/^\/__bench\//, "");

/** Classifies one Resource Timing entry into a phase name, or null when it is not on the path. */
function phaseOf(entry) {
  const { pathname } = new URL(entry.name);
  if (pathname.startsWith("/api/player-logs")) return null;
  if (pathname.startsWith("/api/")) return `api ${pathname.replace(/^\/api/, "").replace(/\/\d+(?=\/|$)/g, "/{n}")}`;
  if (pathname.endsWith(".m3u8")) return "manifest";
  if (SEGMENT.test(pathname)) return "segment";
  if (pathname.endsWith(".js")) return `script ${fileOf(entry.name)}`;
  if (pathname.endsWith(".css")) return `style ${fileOf(entry.name)}`;
  return null;
}

/**
 * Reads one loaded page's phases (ms since navigation start) once its first frame is known: the
 * HTML, each script/style/API download, the manifest(s), the first segment, the first append, our
 * `livehall:*` marks and the first frame. Only what started before the first frame counts.
 */
export async function collectPhases(page) {
  const raw = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    return {
      nav: nav ? { responseStart: nav.responseStart, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive } : null,
      resources: performance
        .getEntriesByType("resource")
        .map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd, transferSize: e.transferSize })),
      marks: performance
        .getEntriesByType("mark")
        .filter((m) => m.name.startsWith("livehall:"))
        .map((m) => ({ name: m.name, startTime: m.startTime })),
      probe: window.__phases ?? null,
      firstFrame: window.__firstFrame,
    };
  });
  const frame = raw.firstFrame;
  const phases = [];
  if (raw.nav) {
    phases.push({ phase: "html", start: 0, end: raw.nav.responseEnd });
    phases.push({ phase: "html parsed (domInteractive)", start: raw.nav.domInteractive, end: raw.nav.domInteractive });
  }
  const seen = new Map();
  for (const entry of raw.resources) {
    if (entry.startTime > frame) continue;
    let phase = phaseOf(entry);
    if (phase === null) continue;
    // Later manifests are level playlists (after a master); segments: only the first counts.
    if (phase === "segment" && seen.has("segment")) continue;
    const n = (seen.get(phase) ?? 0) + 1;
    seen.set(phase, n);
    if (n > 1) phase = `${phase} #${n}`;
    phases.push({ phase, start: entry.startTime, end: entry.responseEnd });
  }
  for (const mark of raw.marks) {
    if (mark.startTime <= frame)
      phases.push({ phase: `mark ${mark.name.slice("livehall:".length)}`, start: mark.startTime, end: mark.startTime });
  }
  if (raw.probe?.appendStart != null)
    phases.push({ phase: "first append", start: raw.probe.appendStart, end: raw.probe.appendEnd ?? raw.probe.appendStart });
  phases.push({ phase: "first frame", start: frame, end: frame });
  phases.sort((a, b) => a.start - b.start);
  return phases;
}

/** The page's cumulative layout shift so far (call it once 5 s have passed). */
export async function layoutShift(page) {
  return page.evaluate(() => ({ cls: window.__phases?.cls ?? null, shifts: window.__phases?.shifts ?? 0 }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (ms) => Math.round(ms * 10) / 10;

/** Per phase over several loads: median start and end (ms since navigation start), and in how many loads it occurred. */
export function medianPhases(loads) {
  const byPhase = new Map();
  for (const phases of loads) {
    for (const { phase, start, end } of phases) {
      const entry = byPhase.get(phase) ?? { starts: [], ends: [] };
      entry.starts.push(start);
      entry.ends.push(end);
      byPhase.set(phase, entry);
    }
  }
  return [...byPhase.entries()]
    .map(([phase, { starts, ends }]) => ({ phase, start: round(median(starts)), end: round(median(ends)), loads: starts.length }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Script compile + evaluation per file from a Chromium trace (JSON buffer of browser.stopTracing),
 * in ms since the traced page's navigation start: [{ script, start, ms }]. Classic scripts come as
 * EvaluateScript, module scripts as v8.compileModule per file and v8.evaluateModule per module
 * graph (an entry and its static imports evaluate as one, unnamed in the trace); functions the scripts
 * run later (callbacks) are not counted here.
 */
export function evaluationsOf(trace) {
  const events = JSON.parse(trace.toString()).traceEvents ?? [];
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame !== false)?.ts;
  if (nav === undefined) return [];
  const out = [];
  for (const e of events) {
    if (e.ph !== "X" || typeof e.dur !== "number") continue;
    // A module graph evaluates from its entry at once: v8.evaluateModule names no file.
    const url = e.name === "v8.evaluateModule" ? "module-graph:" : (e.args?.data?.url ?? e.args?.fileName);
    if (!url || !/^(https?|module-graph):/.test(url)) continue;
    const kind =
      e.name === "EvaluateScript" || e.name === "v8.evaluateModule"
        ? "evaluate"
        : e.name === "v8.compile" || e.name === "v8.compileModule"
          ? "compile"
          : null;
    if (kind === null) continue;
    out.push({ script: fileOf(url), kind, start: round((e.ts - nav) / 1000), ms: round(e.dur / 1000) });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A printable table: one row per phase, app beside bare (start → end, ms since navigation start). */
export function phaseTable(app, bare) {
  const cell = (p) => (p ? (p.start === p.end ? `${p.start.toFixed(0)}` : `${p.start.toFixed(0)} → ${p.end.toFixed(0)}`) : "");
  const rows = [["phase", "Livehall (ms)", "bare hls.js (ms)"]];
  const names = [...new Set([...app.map((p) => p.phase), ...bare.map((p) => p.phase)])];
  const at = (list, name) => list.find((p) => p.phase === name);
  const sortKey = (name) => at(app, name)?.start ?? at(bare, name)?.start ?? Infinity;
  names.sort((a, b) => sortKey(a) - sortKey(b));
  for (const name of names) rows.push([name, cell(at(app, name)), cell(at(bare, name))]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join("  ")).join("\n");
}
