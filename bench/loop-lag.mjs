// How late this process's event loop ran while a benchmark measured from it: a load generator's own
// pauses delay every receipt it records, so its lag is reported beside what it measured.
import { monitorEventLoopDelay } from "node:perf_hooks";

/** monitorEventLoopDelay samples every this many ms and records the whole interval: the lag is what exceeds it. */
const RESOLUTION_MS = 10;

/** Starts measuring; `stop()` ends it and answers the lag beyond the sampling interval, p99 and max (ms, 0.1 ms). */
export function startLoopLag() {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  const lag = (nanoseconds) => Number(Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS).toFixed(1));
  return {
    stop() {
      loop.disable();
      return { p99Ms: lag(loop.percentile(99)), maxMs: lag(loop.max) };
    },
  };
}
