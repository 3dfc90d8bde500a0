import { describe, expect, it } from "vitest";
import { demoFixtures } from "../testing";
import { entryTarget, onwardTarget } from "./entry-target";

const event = (mainVenueNumber: string, mainSeminarNumber: string) => ({
  ...demoFixtures.brief().event,
  mainVenueNumber,
  mainSeminarNumber,
});

describe("entryTarget", () => {
  it.each([
    ["the main venue's watch page", event("20001", "20002"), undefined, "/event/10001/watch/20001"],
    ["a requested room's watch page", event("20001", "20002"), "20007", "/event/10001/watch/20007"],
    ["the requested main seminar's meeting page", event("20001", "20002"), "20002", "/event/10001/meeting/20002"],
    ["the main seminar's meeting page when there is no main venue", event("", "20002"), undefined, "/event/10001/meeting/20002"],
    ["the landing page when no room is configured", event("", ""), undefined, "/event/10001/landing"],
  ])("%s", (_name, info, room, expected) => {
    expect(entryTarget(info, room)).toBe(expected);
  });
});

describe("onwardTarget", () => {
  const demo = event("20001", "20002");
  it.each([
    ["the page the viewer came from", "/event/10001/watch/20007?x=1", "/event/10001/watch/20007?x=1"],
    ["the entry room without a from", undefined, "/event/10001/watch/20001"],
    ["the entry room for an empty from", "", "/event/10001/watch/20001"],
    ["the entry room instead of the event root", "/event/10001/?x=1", "/event/10001/watch/20001"],
    ["the entry room instead of the event root without slash", "/event/10001", "/event/10001/watch/20001"],
    ["the entry room instead of the access page", "/event/10001/access", "/event/10001/watch/20001"],
    ["another event's root as given", "/event/10002/", "/event/10002/"],
  ])("goes to %s", (_name, from, expected) => {
    expect(onwardTarget(demo, from)).toBe(expected);
  });
});
