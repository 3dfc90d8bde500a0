// Benchmark (issue 4): chat rendering. CHAT_RENDER_RATE (200) chat messages per second for
// CHAT_RENDER_SECONDS (30) into one open watch page in headless Chromium, pushed as CHAT_MESSAGE
// (20316) through the admin API to the demo room, so they arrive over the page's realtime websocket
// like any chat message. Reported: long tasks (PerformanceObserver "longtask", over 50 ms) from the
// first second of the flood to one second after it — target none — and the page's element count
// sampled every 500 ms (max; must stay bounded), plus whether the last message was shown. For
// reference, the watch page's long tasks in the 10 s before the flood (chat idle, video playing).
// Baseline in the same run, under the same flood: a bare page of the same origin that opens the same
// websocket (goim auth, a few lines of plain JavaScript) and appends each message to a plain <ol>
// as it arrives, scrolled to the bottom — the straightforward, non-virtualized chat list.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, startBuiltApp, writeResult } from "./lib.mjs";

const FULL = {
  RATE: Number(process.env.CHAT_RENDER_RATE ?? 200),
  SECONDS: Number(process.env.CHAT_RENDER_SECONDS ?? 30),
  IDLE_REFERENCE_MS: Number(process.env.CHAT_RENDER_IDLE_SECONDS ?? 10) * 1000,
};
/** The smoke (npm test): a short flood, no idle reference; proves it still measures. */
const SMOKE = { RATE: 100, SECONDS: 3, IDLE_REFERENCE_MS: 0 };
const EVENT = "10001";
const ROOM = "20001";
const CHAT_MESSAGE = 20316;
const ADMIN_TOKEN = "chat-render-bench-admin-token-0123456789abcdef";
/** Long tasks in the first second of the flood are not counted (the chat's first renders, JIT). */
const WARMUP_MS = 1000;
/** The watch page is also watched for this long without chat just before the flood (what it does anyway). */
/** "Bounded": the flood adds at most this many elements to the page (6,000 messages arrive). */
const BOUNDED_GROWTH = 1000;
/** Ids above any seeded history, so the page sees one gap-free run of new messages. */
const FIRST_ID = 10_000_000;

// Runs in every page before its own scripts: long tasks and the element count over time.
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  window.__elements = [];
  setInterval(() => { window.__elements.push({ at: performance.now(), count: document.getElementsByTagName("*").length }); }, 500);
`;

// The baseline page: goim auth over the same websocket, each CHAT_MESSAGE appended as an <li>.
const barePage = ({ token, roomChannel }) => `<!doctype html><html><head><meta charset="utf-8"><title>bare chat</title>
<style>body{margin:0;font:14px sans-serif} #log{height:100vh;overflow-y:auto} li{padding:4px 8px}</style></head>
<body><div id="log" role="log"><ol id="list"></ol></div><script>
const log = document.getElementById("log"), list = document.getElementById("list");
const packet = (op, seq, text) => {
  const body = new TextEncoder().encode(text), bytes = new Uint8Array(16 + body.length), view = new DataView(bytes.buffer);
  view.setInt32(0, bytes.length); view.setInt16(4, 16); view.setInt16(6, 1); view.setInt32(8, op); view.setInt32(12, seq);
  bytes.set(body, 16); return bytes;
};
const socket = new WebSocket(location.origin.replace(/^http/, "ws") + "/sub");
socket.binaryType = "arraybuffer";
socket.onclose = (event) => { window.__closeCode = event.code; };
socket.onopen = () => socket.send(packet(7, 1, JSON.stringify({ mid: 0, key: ${JSON.stringify(token)}, room_id: ${JSON.stringify(roomChannel)}, platform: "web", accepts: [${CHAT_MESSAGE}] })));
setInterval(() => socket.send(packet(2, 0, "")), 30000);
socket.onmessage = (event) => {
  const view = new DataView(event.data), bytes = new Uint8Array(event.data);
  if (view.getInt32(8) === 8) { window.__joined = true; return; }
  if (view.getInt32(8) !== 9) return;
  for (let at = 16; at < bytes.length; at += view.getInt32(at)) {
    if (view.getInt32(at + 8) !== ${CHAT_MESSAGE}) continue;
    const message = JSON.parse(new TextDecoder().decode(bytes.subarray(at + 16, at + view.getInt32(at))));
    const item = document.createElement("li");
    item.dataset.messageId = message.messageId;
    item.textContent = message.nickName + " " + new Date(message.sendTime).toLocaleTimeString() + " " + message.content;
    list.appendChild(item);
  }
  log.scrollTop = log.scrollHeight;
};
</script></body></html>`;

async function api(base, path, init) {
  const response = await fetch(`${base}/api${path}`, init);
  const body = await response.json();
  if (body.code !== "200") throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** An anonymous viewer of the demo event: tokens, event id and the room channel. */
async function viewer(base) {
  const brief = await api(base, `/watch/personal/breif?virtualEventNumber=${EVENT}`);
  const eventId = brief.eventInfoBO.virtualEventId;
  const tokens = await api(base, "/sso/events/access/auth", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: brief.liveUserBO?.tenantId ?? "t-demo", virtualEventId: eventId, accessType: 0 }),
  });
  const init = await api(base, `/events/${eventId}/rooms/${ROOM}/watch-init-new`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return { tokens, eventId, roomChannel: `live://${eventId}/${init.roomId}` };
}

// Chat lines of varied length (one to three lines in the list), the same for both sides.
const WORDS = [
  "hello",
  "欢迎",
  "great talk",
  "👏",
  "question:",
  "how does the fan-out scale?",
  "see you at the booth",
  "slides?",
  "+1",
  "مرحبا",
];
function chatMessage(id) {
  const words = [];
  for (let i = 0, n = 1 + ((id * 7) % 12); i < n; i++) words.push(WORDS[(id * 31 + i * 17) % WORDS.length]);
  return {
    messageId: id,
    liveUserId: `bench-viewer-${id % 97}`,
    nickName: `观众 ${id % 97}`,
    content: words.join(" "),
    sendTime: Date.now(),
  };
}

/** Pushes RATE messages a second for SECONDS from `firstId`; resolves with the last id once all were answered. */
async function flood(base, firstId, { RATE, SECONDS }) {
  const url = `${base}/api/admin/events/${EVENT}/rooms/${ROOM}/push`;
  const headers = { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` };
  const total = Math.round(RATE * SECONDS);
  const interval = 1000 / RATE;
  const start = performance.now();
  const answers = [];
  let sent = 0;
  while (sent < total) {
    while (sent < total && start + sent * interval <= performance.now()) {
      const body = JSON.stringify({ topic: CHAT_MESSAGE, body: chatMessage(firstId + sent) });
      answers.push(
        fetch(url, { method: "POST", headers, body }).then((r) => {
          if (!r.ok) throw new Error(`push answered HTTP ${r.status}`);
          return r.arrayBuffer();
        }),
      );
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(answers);
  return firstId + total - 1;
}

/**
 * Opens `url` (after `prepare`), waits for `ready`, floods, and reads what the probe recorded
 * between the first second of the flood and one second after it.
 */
async function measure(browser, base, { url, prepare, content, ready, lastShown, firstId, idleMs = 0, load, bypassCSP = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP });
  try {
    await context.addInitScript(PROBE);
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.goto(url);
    if (content) await page.setContent(content);
    await ready(page);
    await page.waitForTimeout(1000);
    const idleStart = await page.evaluate(() => performance.now());
    if (idleMs > 0) await page.waitForTimeout(idleMs);
    const floodStart = await page.evaluate(() => performance.now());
    const lastId = await flood(base, firstId, load);
    await page.waitForTimeout(1000);
    const floodEnd = await page.evaluate(() => performance.now());
    const shown = await lastShown(page, lastId);
    const { longTasks, elements } = await page.evaluate(() => ({ longTasks: window.__longTasks, elements: window.__elements }));
    const counted = longTasks.filter((task) => task.start >= floodStart + WARMUP_MS && task.start <= floodEnd);
    const during = elements.filter((sample) => sample.at >= floodStart && sample.at <= floodEnd);
    const before = elements.filter((sample) => sample.at < floodStart).at(-1)?.count ?? null;
    const idle = longTasks.filter((task) => task.start >= idleStart && task.start < floodStart);
    return {
      ...(idleMs > 0
        ? {
            idleBeforeFlood: { seconds: idleMs / 1000, longTasks: idle.length, durationsMs: idle.map((task) => Math.round(task.duration)) },
          }
        : {}),
      longTasksAfterFirstSecond: {
        count: counted.length,
        maxMs: counted.length ? Math.max(...counted.map((task) => task.duration)) : 0,
        totalMs: Math.round(counted.reduce((sum, task) => sum + task.duration, 0)),
        durationsMs: counted.map((task) => Math.round(task.duration)),
      },
      longTasksInFirstSecond: longTasks.filter((task) => task.start >= floodStart && task.start < floodStart + WARMUP_MS).length,
      elements: {
        beforeFlood: before,
        max: Math.max(...during.map((sample) => sample.count)),
        atEnd: during.at(-1)?.count ?? null,
        everySecond: during.filter((_, i) => i % 2 === 1).map((sample) => sample.count),
      },
      lastMessageShown: shown,
    };
  } finally {
    await context.close();
  }
}

const bounded = (side) => side.elements.beforeFlood !== null && side.elements.max - side.elements.beforeFlood <= BOUNDED_GROWTH;

/**
 * Measures and writes bench/results/chat-render.json; `smoke` (npm test) floods briefly, writes
 * nothing and throws when the page showed nothing of the flood.
 */
export async function run({ smoke = false } = {}) {
  const load = smoke ? SMOKE : FULL;
  const { RATE, SECONDS, IDLE_REFERENCE_MS } = load;
  const app = await startBuiltApp({ env: { LIVEHALL_ADMIN_TOKEN: ADMIN_TOKEN } });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const base = app.baseUrl;
    const livehall = await measure(browser, base, {
      url: `${base}/event/${EVENT}/watch/${ROOM}`,
      firstId: FIRST_ID,
      idleMs: IDLE_REFERENCE_MS,
      load,
      prepare: async (context) => {
        const { tokens } = await viewer(base);
        await context.addInitScript(
          ([key, event, record]) => {
            localStorage.setItem(key, JSON.stringify({ [event]: record }));
          },
          ["landing:accessTokens", EVENT, { ...tokens, lastUsed: Date.now() }],
        );
      },
      // The chat log is ready and the realtime connection delivers: a probe push shows up in it.
      ready: async (page) => {
        await page.locator(".lh-chat__list[role=log]").waitFor({ timeout: 60_000 });
        const probe = FIRST_ID - 1;
        const push = () =>
          fetch(`${base}/api/admin/events/${EVENT}/rooms/${ROOM}/push`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
            body: JSON.stringify({ topic: CHAT_MESSAGE, body: chatMessage(probe) }),
          });
        for (let attempt = 0; ; attempt++) {
          await push();
          const seen = await page
            .locator(`.lh-chat__list [data-message-id="${probe}"]`)
            .waitFor({ timeout: 2000 })
            .then(
              () => true,
              () => false,
            );
          if (seen) return;
          if (attempt === 15) throw new Error("the watch page's chat never showed a pushed message");
        }
      },
      lastShown: (page, lastId) =>
        page
          .locator(`.lh-chat__list [data-message-id="${lastId}"]`)
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          ),
    });
    const bareViewer = await viewer(base);
    /** The websocket close code the bare page saw (null while open): a page that cannot keep up is cut as a slow consumer. */
    let bareCloseCode = null;
    const bare = await measure(browser, base, {
      // A document of the server's origin (a JSON answer) replaced by the bare page: Chromium lets a
      // page served by the loopback server open a websocket to it (a routed page would be refused).
      url: `${base}/api/watch/personal/breif?virtualEventNumber=${EVENT}`,
      content: barePage({ token: bareViewer.tokens.accessToken, roomChannel: bareViewer.roomChannel }),
      // The bare page's inline script is not ours: our server's CSP (which the JSON answer carries)
      // would block it. Livehall's own page runs under the CSP.
      bypassCSP: true,
      firstId: FIRST_ID + 1_000_000,
      load,
      ready: (page) => page.waitForFunction(() => window.__joined === true, undefined, { timeout: 30_000 }),
      lastShown: async (page, lastId) => {
        // The plain list falls behind under the flood (layout grows with every item): give it a minute to catch up.
        const shown = await page
          .locator(`#list [data-message-id="${lastId}"]`)
          .waitFor({ timeout: 60_000 })
          .then(
            () => true,
            () => false,
          );
        bareCloseCode = await page.evaluate(() => window.__closeCode ?? null);
        return shown;
      },
    });
    const result = {
      workload: `${RATE} chat messages per second for ${SECONDS} s pushed to one open page over the realtime websocket (admin API → CHAT_MESSAGE 20316), headless Chromium, 1280×800`,
      ratePerSecond: RATE,
      seconds: SECONDS,
      livehall: { page: `watch page /event/${EVENT}/watch/${ROOM} (video playing, chat log virtualized)`, ...livehall },
      baseline: {
        page: "bare page: same websocket and auth, each message appended to a plain <ol> and scrolled to the bottom (no framework, no virtualization)",
        ...bare,
      },
      ratios: {
        what: "Livehall ÷ baseline",
        longTasks: bare.longTasksAfterFirstSecond.count
          ? livehall.longTasksAfterFirstSecond.count / bare.longTasksAfterFirstSecond.count
          : null,
        maxElements: livehall.elements.max / bare.elements.max,
      },
      target: `no long task (> 50 ms) after the first second of the flood; element count bounded (the flood adds at most ${BOUNDED_GROWTH} elements); the last message shown`,
      met: livehall.longTasksAfterFirstSecond.count === 0 && bounded(livehall) && livehall.lastMessageShown,
      metByTarget: {
        noLongTasks: livehall.longTasksAfterFirstSecond.count === 0,
        elementsBounded: bounded(livehall),
        lastMessageShown: livehall.lastMessageShown,
      },
    };
    for (const [name, side] of [
      ["Livehall", livehall],
      ["bare", bare],
    ]) {
      if (!side.lastMessageShown || !(side.elements.max > 0))
        throw new Error(
          `chat render ${name}: no measurement (the flood never showed; elements max ${side.elements.max}, before ${side.elements.beforeFlood}${name === "bare" ? `, websocket close code ${bareCloseCode}` : ""})`,
        );
    }
    const file = smoke ? "smoke, not written" : writeResult("chat-render", result);
    const line = (name, side) =>
      `${name}: ${side.longTasksAfterFirstSecond.count} long tasks after the first second (max ${side.longTasksAfterFirstSecond.maxMs.toFixed(0)} ms), elements max ${side.elements.max} (before ${side.elements.beforeFlood}), last message shown: ${side.lastMessageShown}` +
      (side.idleBeforeFlood
        ? `; idle before the flood: ${side.idleBeforeFlood.longTasks} long tasks in ${side.idleBeforeFlood.seconds} s`
        : "");
    console.log(line("chat render Livehall", livehall));
    console.log(line("chat render bare <ol>", bare));
    console.log(`chat render: target no long task after the first second — met: ${result.met} → ${file}`);
    return result;
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
