import { describe, expect, it } from "vitest";
import type { AccessConfig } from "@livehall/domain";
import { demoFixtures } from "../testing";
import { externalAuthTarget, signupTarget } from "./way-in";
import type { WayInRoom } from "./way-in";

const event = (mainVenueNumber = "20001", mainSeminarNumber = "20002") => ({
  ...demoFixtures.brief().event,
  mainVenueNumber,
  mainSeminarNumber,
});
const access = (more: Partial<AccessConfig>): AccessConfig => ({ ...demoFixtures.accessConfig(), ...more });
const SITE = "https://live.example.com";

describe("signupTarget (§2 sign-up page)", () => {
  it.each<[string, ReturnType<typeof event>, WayInRoom, string | null]>([
    ["the main venue (live)", event(), {}, "/event/10001/signup/q-1?roomNumber=20001&roomMode=1"],
    ["the main seminar without a main venue", event(""), {}, "/event/10001/signup/q-1?roomNumber=20002&roomMode=3"],
    ["a requested room", event(), { roomNumber: "20007" }, "/event/10001/signup/q-1?roomNumber=20007&roomMode=1"],
    ["a room with a known mode", event(), { roomNumber: "20009", roomMode: 3 }, "/event/10001/signup/q-1?roomNumber=20009&roomMode=3"],
    ["through a channel", event(), { channelNumber: "c9" }, "/event/10001/channel/c9/signup/q-1?roomNumber=20001&roomMode=1"],
    ["no room configured", event("", ""), {}, "/event/10001/signup/q-1"],
  ])("%s", (_case, info, room, expected) => {
    expect(signupTarget(info, access({ accessType: 1, defaultQuestionnaireId: "q-1" }), room)).toBe(expected);
  });

  it("is null without a default questionnaire", () => {
    expect(signupTarget(event(), access({ accessType: 1, defaultQuestionnaireId: " " }))).toBeNull();
  });
});

describe("externalAuthTarget (§2 external authentication address)", () => {
  const returnUrl = encodeURIComponent(`${SITE}/event/10001/watch/20001?lang=en&authState=n0nce`);
  it.each<[string, string, WayInRoom, string | null]>([
    [
      "a site-relative address",
      "/dev/external-login",
      {},
      `${SITE}/dev/external-login?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20001`,
    ],
    [
      "with room and channel",
      "https://sso.example.org/in",
      { roomNumber: "20007", channelNumber: "c9" },
      `https://sso.example.org/in?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20007&channelNumber=c9`,
    ],
    ["no address", "", {}, null],
    ["a script address", "javascript:alert(1)", {}, null],
  ])("%s", (_case, customAddress, room, expected) => {
    expect(
      externalAuthTarget(event(), access({ accessType: 4, customAddress }), "/event/10001/watch/20001?lang=en", SITE, room, "n0nce"),
    ).toBe(expected);
  });
});
