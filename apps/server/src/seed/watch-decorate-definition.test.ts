import { describe, expect, it } from "vitest";
import { DefinitionError } from "./definition-reader";
import { parseEventDefinition } from "./event-definition";
import { demoJson, type Edit, room0, rooms } from "./event-definition.fixtures";
import { DEFAULT_WATCH_DECORATE } from "./watch-decorate-definition";

const adPic = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  roomAdPicId: "ad-1",
  deviceType: 1,
  adType: 2,
  languages: [{ languageType: "zh-Hans", adPicUrl: "/media/pictures/demo-ad.svg" }],
  ...fields,
});
const decorate = (d: Record<string, unknown>): Record<string, unknown> => (d["watchDecorate"] ??= {}) as Record<string, unknown>;

describe("watchDecorate in an event definition (§3, decision 0034)", () => {
  it("reads the demo event's deep theme, background and ad pictures, and serves the room override", () => {
    const event = parseEventDefinition(demoJson());
    expect(event.watchDecorate).toMatchObject({ topicType: 1, moduleDiaphaneity: 60, backgroundType: 2, backgroundUrlDisplayMode: 1 });
    expect(event.watchDecorate.roomAdPics.map((pic) => [pic.roomAdPicId, pic.deviceType, pic.adType, pic.adLocationType])).toEqual([
      ["ad-demo-pc", 1, 2, 2],
      ["ad-demo-mobile", 2, 4, 2],
    ]);
    const main = event.rooms.find((room) => room.roomNumber === "20001");
    expect(main?.watchDecorate).toEqual(event.watchDecorate);
    const breakout = event.rooms.find((room) => room.roomNumber === "20011");
    // The room names its theme, colour, background and no pictures; the rest is the event's.
    expect(breakout?.watchDecorate).toMatchObject({ topicType: 2, backgroundColor: "#ffffff", backgroundType: 2, roomAdPics: [] });
  });

  it("takes §3's defaults when the event has no block", () => {
    const { watchDecorate: _w, ...without } = demoJson();
    const event = parseEventDefinition({ ...without, rooms: rooms(without).map(({ watchDecorate: _r, ...room }) => room) });
    expect(event.watchDecorate).toEqual(DEFAULT_WATCH_DECORATE);
    expect(event.rooms.every((room) => room.watchDecorate === DEFAULT_WATCH_DECORATE)).toBe(true);
  });

  it("fills an ad picture's defaults: shown, closable, staying, placed by its type", () => {
    const d = demoJson();
    decorate(d)["roomAdPics"] = [adPic(), adPic({ roomAdPicId: "ad-2", adType: 1 })];
    expect(parseEventDefinition(d).watchDecorate.roomAdPics).toEqual([
      expect.objectContaining({ adShowFlag: 1, adEnableCloseFlag: 1, adShowDuration: 0, adLocationType: 2 }),
      expect.objectContaining({
        adLocationType: 1,
        languages: [{ languageType: "zh-Hans", adPicUrl: "/media/pictures/demo-ad.svg", adJumpUrl: "" }],
      }),
    ]);
  });

  it.each<[string, Edit, string]>([
    ["topicType 3", (d) => void (decorate(d)["topicType"] = 3), "watchDecorate.topicType: must be one of 1, 2"],
    [
      "an opacity of 101",
      (d) => void (decorate(d)["moduleDiaphaneity"] = 101),
      "watchDecorate.moduleDiaphaneity: must be an integer from 0 to 100",
    ],
    ["an opacity of 0.5", (d) => void (decorate(d)["moduleDiaphaneity"] = 0.5), "watchDecorate.moduleDiaphaneity: must be an integer"],
    ["a colour name", (d) => void (decorate(d)["backgroundColor"] = "black"), "watchDecorate.backgroundColor: must be a colour #rrggbb"],
    [
      "display mode 4",
      (d) => void (decorate(d)["backgroundUrlDisplayMode"] = 4),
      "watchDecorate.backgroundUrlDisplayMode: must be one of 1, 2, 3",
    ],
    [
      "an image background without a picture",
      (d) => void (decorate(d)["backgroundUrlLanguages"] = []),
      "watchDecorate.backgroundUrlLanguages: must name a picture when backgroundType is 2",
    ],
    [
      "a background over plain http",
      (d) => void (decorate(d)["backgroundUrlLanguages"] = [{ languageType: "en", backgroundUrl: "http://example.com/b.png" }]),
      "watchDecorate.backgroundUrlLanguages[0].backgroundUrl: must be a path on this server",
    ],
    [
      "two backgrounds for one language",
      (d) =>
        void (decorate(d)["backgroundUrlLanguages"] = [
          { languageType: "en", backgroundUrl: "/a.svg" },
          { languageType: "en", backgroundUrl: "/b.svg" },
        ]),
      "watchDecorate.backgroundUrlLanguages: en appears twice",
    ],
    [
      "a PC picture of type MOBILE_PLAY",
      (d) => void (decorate(d)["roomAdPics"] = [adPic({ adType: 4 })]),
      "watchDecorate.roomAdPics[0].adType: must be one of 1, 2, 3",
    ],
    [
      "device 3",
      (d) => void (decorate(d)["roomAdPics"] = [adPic({ deviceType: 3 })]),
      "watchDecorate.roomAdPics[0].deviceType: must be one of 1, 2",
    ],
    [
      "a negative duration",
      (d) => void (decorate(d)["roomAdPics"] = [adPic({ adShowDuration: -1 })]),
      "roomAdPics[0].adShowDuration: must be an integer from 0",
    ],
    [
      "a picture without languages",
      (d) => void (decorate(d)["roomAdPics"] = [adPic({ languages: [] })]),
      "roomAdPics[0].languages: must not be empty",
    ],
    [
      "a javascript: link",
      (d) =>
        void (decorate(d)["roomAdPics"] = [
          adPic({ languages: [{ languageType: "en", adPicUrl: "/a.svg", adJumpUrl: "javascript:alert(1)" }] }),
        ]),
      "roomAdPics[0].languages[0].adJumpUrl: must be empty or an http(s):// address",
    ],
    [
      "a picture id twice",
      (d) => void (decorate(d)["roomAdPics"] = [adPic(), adPic()]),
      "watchDecorate.roomAdPics: roomAdPicId ad-1 appears twice",
    ],
    [
      "a room theme of 0",
      (d) => void (room0(d)["watchDecorate"] = { topicType: 0 }),
      "rooms[0].watchDecorate.topicType: must be one of 1, 2",
    ],
  ])("rejects %s", (_name, edit, message) => {
    const d = demoJson();
    edit(d);
    expect(() => parseEventDefinition(d)).toThrow(DefinitionError);
    expect(() => parseEventDefinition(d)).toThrow(message);
  });
});
