// What the fan-out load generator (bench/fanout-load.mjs) reads about the machine and the server
// under test: the server's CPU (/proc/<pid>/stat) and resident memory (/proc/<pid>/status VmRSS),
// the machine's CPU time by kind (/proc/stat), and percentiles of a latency histogram.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The width of one latency histogram bin, ms. */
export const BIN_MS = 0.1;

/** user + system CPU seconds of process `pid` so far. */
export function serverCpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 (utime) and 15 (stime) of proc(5); `fields` starts at field 3 (state).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Resident memory of process `pid`, KiB. */
export function serverRssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
}

/** Machine-wide CPU time (jiffies) by kind, from /proc/stat. */
export function machineCpu() {
  const [user, nice, system, idle, iowait, irq, softirq] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { user: user + nice, system, idle: idle + iowait, softirq: irq + softirq };
}

/** The `p` percentile (0–1) of `count` values binned BIN_MS wide in `bins` (a bin's middle), or null when empty. */
export function percentile(bins, count, p) {
  if (count === 0) return null;
  const rank = Math.ceil(count * p);
  let seen = 0;
  for (let i = 0; i < bins.length; i++) {
    seen += bins[i];
    if (seen >= rank) return (i + 0.5) * BIN_MS;
  }
  return null;
}
