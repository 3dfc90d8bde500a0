import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_EVENTS_DIR } from "../app-paths";

/** The committed demo definition, parsed, for tests that derive other events from it. */
export const demoDefinition = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "demo.json"), "utf8")) as Record<string, unknown>;

/** A temporary events folder holding the given definitions as `<name>.json`. */
export function eventsDirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "livehall-events-"));
  for (const [name, definition] of Object.entries(files)) {
    writeFileSync(join(dir, `${name}.json`), typeof definition === "string" ? definition : JSON.stringify(definition));
  }
  return dir;
}

/** The demo plus event 10002 with password access (type 2), rooms 30001/30002. */
export function demoAndPasswordEvent(): string {
  const password = {
    ...demoDefinition(),
    virtualEventNumber: "10002",
    virtualEventId: "event-10002",
    name: "Password event",
    accessType: 2,
    mainVenueNumber: "30001",
    mainSeminarNumber: "30002",
    rooms: [
      { roomNumber: "30001", roomMode: 1, names: { "zh-Hans": "直播间" }, streams: [{ streamId: "live-30001", pushStatus: 1, media: "demo" }] },
      { roomNumber: "30002", roomMode: 3, names: { "zh-Hans": "研讨会" } },
    ],
  };
  return eventsDirWith({ demo: demoDefinition(), password });
}
