import { describe, expect, it } from "vitest";
import * as application from "./index";

// What the composition roots (apps/web), the UI and the boot path take from the package.
describe("@livehall/application public surface", () => {
  it.each([
    "APP_TOKENS",
    "PORTAL_TOKENS",
    "WATCH_ROOM_FEATURES",
    "WatchRoom",
    "ResolveEvent",
    "EnterEvent",
    "Landing",
    "AccessForm",
    "AccessWordsReader",
    "Notices",
    "Tickets",
    "PlayStream",
    "InterceptAnonymous",
  ])("exports %s", (name) => {
    expect(application).toHaveProperty(name);
    expect((application as Record<string, unknown>)[name]).toBeDefined();
  });
});
