import { expect, type Locator, type Page } from "@playwright/test";
import { appUrl } from "./env";

/**
 * What the in-page probe (installPlayerProbe) keeps about the main player: the DOM contract of
 * issue 5 (docs: `.lh-player[data-status][data-play-type]` with one `<video>`; the board player is
 * `#board-player`, never the main one).
 */
export interface PlayerRun {
  /** Play type (data-play-type) and media path (currentSrc without query; "" for none/blob). */
  readonly playType: string;
  readonly src: string;
  /** Seconds of media that advanced while this play type and source were on. */
  played: number;
}

interface PlayingEvent {
  readonly playType: string;
  readonly src: string;
  readonly at: number;
}

interface Probe {
  main(): HTMLVideoElement | null;
  board(): HTMLVideoElement | null;
  /** Seconds the main video advanced since the page loaded (sums forward steps, survives reloads of the engine). */
  played: number;
  boardPlayed: number;
  runs: PlayerRun[];
  playing: PlayingEvent[];
  /** Set once per document: a reload gives a new value. */
  readonly documentId: number;
}

type ProbeWindow = Window & { __lhProbe?: Probe };

/**
 * Installs, before any page script, a probe that samples the main and board videos every 100 ms:
 * how much each advanced (forward steps under 1.5 s each, so a seek or engine restart is not
 * counted), the runs of (play type, source) with the time played in each, and every `playing`
 * event of the main video with its source. Call before page.goto.
 */
export async function installPlayerProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mainRoot = (): HTMLElement | null =>
      Array.from(document.querySelectorAll<HTMLElement>(".lh-player[data-play-type]")).find((el) => el.closest("#board-player") === null) ??
      null;
    const pathOf = (src: string): string => {
      if (src === "" || src.startsWith("blob:")) return "";
      try {
        return new URL(src).pathname;
      } catch {
        return src;
      }
    };
    const probe: Probe = {
      main: () => mainRoot()?.querySelector("video") ?? null,
      board: () => document.querySelector<HTMLVideoElement>("#board-player video"),
      played: 0,
      boardPlayed: 0,
      runs: [],
      playing: [],
      documentId: Math.random(),
    };
    (window as ProbeWindow).__lhProbe = probe;
    document.addEventListener(
      "playing",
      (event) => {
        const video = event.target;
        if (!(video instanceof HTMLVideoElement) || video.closest("#board-player") !== null) return;
        probe.playing.push({ playType: mainRoot()?.dataset["playType"] ?? "", src: pathOf(video.currentSrc), at: Date.now() });
      },
      true,
    );
    let last: { video: HTMLVideoElement | null; time: number } = { video: null, time: 0 };
    let lastBoard: { video: HTMLVideoElement | null; time: number } = { video: null, time: 0 };
    const step = (video: HTMLVideoElement | null, before: { video: HTMLVideoElement | null; time: number }): number => {
      if (video === null || video !== before.video) return 0;
      const delta = video.currentTime - before.time;
      return delta > 0 && delta < 1.5 ? delta : 0;
    };
    setInterval(() => {
      const video = probe.main();
      const delta = step(video, last);
      last = { video, time: video?.currentTime ?? 0 };
      probe.played += delta;
      const playType = mainRoot()?.dataset["playType"] ?? "";
      const src = pathOf(video?.currentSrc ?? "");
      const run = probe.runs.at(-1);
      if (run?.playType === playType && run.src === src) run.played += delta;
      else probe.runs.push({ playType, src, played: delta });
      const board = probe.board();
      probe.boardPlayed += step(board, lastBoard);
      lastBoard = { video: board, time: board?.currentTime ?? 0 };
    }, 100);
  });
}

/** Opens `/event/{event}/watch/{room}` (anonymous-friendly events admit at once) and waits for the watch page. */
export async function openRoom(page: Page, eventNumber: string, roomNumber: string, base = appUrl()): Promise<void> {
  await page.goto(`${base}/event/${eventNumber}/watch/${roomNumber}`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventNumber}/watch/${roomNumber}`), { timeout: 20_000 });
}

/** Seconds the main video has advanced so far (probe). */
export async function mainPlayed(page: Page): Promise<number> {
  return page.evaluate(() => (window as ProbeWindow).__lhProbe?.played ?? 0);
}

/**
 * Waits until the main video advances by `seconds` more than now (decoded frames: currentTime
 * moves only while the browser plays the media), optionally while the player shows `playType`.
 */
export async function expectMainAdvancing(
  page: Page,
  options: { seconds?: number; timeout?: number; playType?: string } = {},
): Promise<void> {
  const { seconds = 1, timeout = 20_000, playType } = options;
  const from = await mainPlayed(page);
  await page.waitForFunction(
    ({ until, type }) => {
      const probe = (window as ProbeWindow).__lhProbe;
      if (!probe) return false;
      if (type !== null) {
        const run = probe.runs.at(-1);
        return run?.playType === type && run.played >= Math.min(0.5, until) && probe.played >= until;
      }
      return probe.played >= until;
    },
    { until: from + seconds, type: playType ?? null },
    { timeout, polling: 100 },
  );
}

/**
 * Waits until the main video has played `seconds` in one stretch of `playType` (and source path
 * `src` when given), whenever that happened since the page loaded: for short media such as a 4 s
 * ad, which may be half over before the test looks.
 */
export async function expectPlayedAs(
  page: Page,
  playType: string,
  options: { seconds?: number; src?: string; timeout?: number } = {},
): Promise<void> {
  const { seconds = 1, src, timeout = 20_000 } = options;
  await page.waitForFunction(
    ({ type, path, least }) =>
      ((window as ProbeWindow).__lhProbe?.runs ?? []).some(
        (run) => run.playType === type && (path === null || run.src === path) && run.played >= least,
      ),
    { type: playType, path: src ?? null, least: seconds },
    { timeout, polling: 100 },
  );
}

/** Waits until the board video (`#board-player video`) advances by `seconds`. */
export async function expectBoardAdvancing(page: Page, seconds = 1, timeout = 20_000): Promise<void> {
  const from = await page.evaluate(() => (window as ProbeWindow).__lhProbe?.boardPlayed ?? 0);
  await page.waitForFunction((until) => ((window as ProbeWindow).__lhProbe?.boardPlayed ?? 0) >= until, from + seconds, {
    timeout,
    polling: 100,
  });
}

/** The runs of (play type, source) so far, and the main video's `playing` events. */
export async function playerHistory(page: Page): Promise<{ runs: PlayerRun[]; playing: PlayingEvent[] }> {
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__lhProbe;
    return { runs: probe?.runs ?? [], playing: probe?.playing ?? [] };
  });
}

/** Identifies the loaded document; a different value later means the page was reloaded. */
export async function documentId(page: Page): Promise<number> {
  return page.evaluate(() => (window as ProbeWindow).__lhProbe?.documentId ?? -1);
}

/** The main player's root (the one with a play type; the board player has none). */
export function mainPlayer(page: Page): Locator {
  return page.locator(".lh-player[data-play-type]:not(#board-player)").first();
}

/** Path of a signed media URL without its query ("" stays ""). */
export function mediaPath(url: string, base = appUrl()): string {
  return url === "" ? "" : new URL(url, base).pathname;
}
