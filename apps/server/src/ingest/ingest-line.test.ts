import { describe, expect, it } from "vitest";
import { ingestLine } from "./ingest-line";

const server = "rtmp://127.0.0.1:1935/live";
const first = { eventNumber: "10010", roomNumber: "40001", streamKey: "k".repeat(32) };

describe("the start command's Ingest: line", () => {
  it.each([
    [
      "the organiser's own machine: the full address, key included",
      { server, first },
      true,
      `Ingest: ${server}/${"k".repeat(32)} (event 10010`,
    ],
    [
      "a configured admin token: no key, the command that prints it",
      { server, first },
      false,
      `Ingest: ${server} (event 10010, room 40001; the stream key: node apps/server/dist/cli.js ingest 10010 40001)`,
    ],
    ["no pushed room", { server, first: null }, true, `Ingest: ${server} (no room is fed by a push`],
    [
      "no engine on this machine",
      { off: "the built-in ingest is unavailable: it needs Debian's nginx" },
      true,
      "Ingest: unavailable — the built-in ingest is unavailable",
    ],
  ] as const)("%s", (_what, summary, showKey, start) => {
    const line = ingestLine(summary, showKey);
    expect(line.startsWith(start)).toBe(true);
    if (!showKey) expect(line).not.toContain("k".repeat(32));
  });
});
