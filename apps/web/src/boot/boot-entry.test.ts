import { describe, expect, it } from "vitest";
import { matchRoute } from "../routes";
import { bootEntry, type BootEntry } from "./boot-entry";

describe("bootEntry", () => {
  it.each<[string, boolean, BootEntry]>([
    ["/event/10001/landing", true, "landing"],
    ["/event/10001/landing/", true, "landing"],
    ["/event/10001/join", true, "landing"],
    ["/mobile/event/10001/landing", true, "landing"],
    ["/mobile/event/10001/join", true, "landing"],
    ["/event/10001/channel/7/landing", true, "landing"],
    ["/mobile/event/10001/channel/7/join", true, "landing"],
    ["/event/10001/watch/20001", true, "watch"],
    ["/mobile/event/10001/watch/20001", true, "watch"],
    ["/event/10009/meeting/20091", true, "watch"],
    ["/event/10001/", true, "app"],
    ["/event/10001/access", true, "app"],
    ["/event/10001/signup/f-1", true, "app"],
    ["/portal/demo", true, "app"],
    ["/noFound", true, "app"],
    ["/event/10001/landing/extra", true, "app"],
    ["/nowhere", true, "app"],
    // §5: a refused browser gets the app, which shows it only the unsupported-browser page.
    ["/event/10001/landing", false, "app"],
    ["/mobile/event/10001/join", false, "app"],
    ["/event/10001/watch/20001", false, "app"],
  ])("%s (browser supported: %s) boots %s", (path, supported, entry) => {
    expect(bootEntry(matchRoute(path), supported)).toBe(entry);
  });
});
