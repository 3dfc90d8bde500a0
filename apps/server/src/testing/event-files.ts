import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

/** The password of {@link TEST_PASSWORD_HASH} (and of the committed demo events 10002 and 10004). */
export const TEST_PASSWORD = "livehall";
/** scrypt hash of "livehall" (scripts/hash-password.mjs). */
export const TEST_PASSWORD_HASH = "scrypt$16384$8$1$oK7lOJIfdK8Enlnteu5eBQ==$CQhpU3K64p66LKWZ/doOx00xfGW5ecTceohkmn6rO44=";

/** The demo plus event 10002 with password access (type 2, password {@link TEST_PASSWORD}), rooms 30001/30002. */
export function demoAndPasswordEvent(): string {
  const password = {
    ...demoDefinition(),
    virtualEventNumber: "10002",
    virtualEventId: "event-10002",
    name: "Password event",
    accessType: 2,
    access: { passwordHash: TEST_PASSWORD_HASH },
    mainVenueNumber: "30001",
    mainSeminarNumber: "30002",
    rooms: [
      {
        roomNumber: "30001",
        roomMode: 1,
        names: { "zh-Hans": "直播间" },
        streams: [{ streamId: "live-30001", pushStatus: 1, media: "demo" }],
      },
      { roomNumber: "30002", roomMode: 3, names: { "zh-Hans": "研讨会" } },
    ],
  };
  return eventsDirWith({ demo: demoDefinition(), password });
}

/** A temporary copy of the committed events folder plus the given definitions. */
export function defaultEventsWith(files: Record<string, unknown>): string {
  const dir = eventsDirWith(files);
  cpSync(DEFAULT_EVENTS_DIR, dir, { recursive: true });
  return dir;
}
