import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { DefinitionError } from "./definition-reader";
import { parseEventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";

const demoJson = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "demo.json"), "utf8")) as Record<string, unknown>;
const room0 = (d: Record<string, unknown>): Record<string, unknown> => (d["rooms"] as Record<string, unknown>[])[0] ?? {};
const stream0 = (d: Record<string, unknown>): Record<string, unknown> => (room0(d)["streams"] as Record<string, unknown>[])[0] ?? {};
const VOD = new Set(["ad", "trailer-1", "trailer-2", "trailer-3", "menu-1", "broken"]);

/** The field and problem of the definition error an edited demo raises, or null when it is accepted. */
function problem(edit: (room: Record<string, unknown>, definition: Record<string, unknown>) => void): string | null {
  const definition = demoJson();
  edit(room0(definition), definition);
  try {
    parseEventDefinition(definition, VOD);
    return null;
  } catch (error) {
    if (error instanceof DefinitionError) return `${error.field}: ${error.problem}`;
    throw error;
  }
}

describe("room player fields", () => {
  it("reads the player test event 10007: ad and trailers, FLV-first no-delay, board, watermark", () => {
    const player = loadDefinitions(DEFAULT_EVENTS_DIR, VOD).find((definition) => definition.virtualEventNumber === "10007");
    expect(player).toMatchObject({ accessType: 0, interactAccessFlag: 0, mainVenueNumber: "30001" });
    const [ad, noDelay, board, watermark] = player?.rooms ?? [];
    expect(ad?.player).toMatchObject({
      video: { adShowFlag: 1, adMediaId: "ad", videoShowFlag: 1, videoLoopPlaybackFlag: 0 },
      trailers: ["trailer-1", "broken", "trailer-2"],
      menuVideos: ["menu-1"],
      watermark: null,
      stockEmpty: false,
      board: null,
    });
    expect(ad?.streams[0]?.pushStatus).toBe(1);
    expect(noDelay).toMatchObject({ liveDelay: 2, streams: [{ protocol: "flv", pushStatus: 2 }] });
    expect(board).toMatchObject({
      layoutFlag: 1,
      streams: [{ protocol: "hls", pushStatus: 2 }],
      player: { board: { streamId: "player-board-30003", pushStatus: 2, media: "board" } },
    });
    expect(watermark?.player.watermark).toEqual({
      watermarkShowFlag: 1,
      watermarkType: "text",
      watermarkWordType: 3,
      watermarkWord: "",
      watermarkPositionType: "oblique",
      watermarkPosition: 0,
      watermarkImgUrl: "",
      watermarkPresetWord: [0],
    });
  });

  it("defaults every player field for a room that names none", () => {
    const definition = demoJson();
    const seminar = parseEventDefinition(definition).rooms[1];
    expect(seminar?.player).toEqual({
      video: { adShowFlag: 0, adMediaId: "", videoShowFlag: 0, doublePlaybackFlag: 0, dragPlaybackFlag: 0, videoLoopPlaybackFlag: 0 },
      trailers: [],
      menuVideos: [],
      watermark: null,
      playerBackgrounds: {},
      stockEmpty: false,
      board: null,
    });
    expect(parseEventDefinition(definition).rooms[0]?.streams[0]?.protocol).toBe("hls");
  });

  it("keeps the demo room's ad, trailers, watermark and board switched off", () => {
    const demo = parseEventDefinition(demoJson(), VOD).rooms[0];
    expect(demo?.player).toMatchObject({
      video: { adShowFlag: 0, videoShowFlag: 0 },
      watermark: { watermarkShowFlag: 0 },
      board: { pushStatus: 0, streamId: "room-20001-board" },
    });
  });

  it.each<[string, (room: Record<string, unknown>, definition: Record<string, unknown>) => void, string | null]>([
    [
      "a video config with every flag",
      (r) =>
        (r["video"] = {
          adShowFlag: 1,
          adMediaId: "ad",
          videoShowFlag: 1,
          doublePlaybackFlag: 0,
          dragPlaybackFlag: 1,
          videoLoopPlaybackFlag: 1,
        }),
      null,
    ],
    ["an ad flag of 2", (r) => (r["video"] = { adShowFlag: 2, adMediaId: "ad" }), "rooms[0].video.adShowFlag: must be one of 0, 1"],
    [
      "an ad switched on without a media",
      (r) => (r["video"] = { adShowFlag: 1 }),
      "rooms[0].video.adMediaId: is required when adShowFlag is 1",
    ],
    ["video as a list", (r) => (r["video"] = []), "rooms[0].video: must be an object"],
    [
      "an ad media the catalogue lacks",
      (r) => (r["video"] = { adMediaId: "nope" }),
      "rooms[0].video.adMediaId: names media nope, which is not in media/vod/vod.json",
    ],
    [
      "a trailer the catalogue lacks",
      (r) => (r["trailers"] = ["trailer-1", "gone"]),
      "rooms[0].trailers[1]: names media gone, which is not in media/vod/vod.json",
    ],
    [
      "a trailer id with a slash",
      (r) => (r["trailers"] = ["../x"]),
      "rooms[0].trailers[0]: must be a media id (1 to 64 letters, digits, '_' or '-')",
    ],
    ["a trailer twice", (r) => (r["trailers"] = ["trailer-1", "trailer-1"]), "rooms[0].trailers: trailer-1 appears twice"],
    ["menu videos as text", (r) => (r["menuVideos"] = "menu-1"), "rooms[0].menuVideos: must be a list"],
    [
      "a menu video the catalogue lacks",
      (r) => (r["menuVideos"] = ["menu-9"]),
      "rooms[0].menuVideos[0]: names media menu-9, which is not in media/vod/vod.json",
    ],
    [
      "a watermark type of video",
      (r) => (r["watermark"] = { watermarkType: "video" }),
      "rooms[0].watermark.watermarkType: must be one of text, image",
    ],
    [
      "a watermark position type of corner",
      (r) => (r["watermark"] = { watermarkPresetWord: [0], watermarkPositionType: "corner" }),
      "rooms[0].watermark.watermarkPositionType: must be one of side, oblique, random",
    ],
    [
      "a watermark position of 4",
      (r) => (r["watermark"] = { watermarkPresetWord: [0], watermarkPosition: 4 }),
      "rooms[0].watermark.watermarkPosition: must be one of 0, 1, 2, 3",
    ],
    [
      "a preset word of 4",
      (r) => (r["watermark"] = { watermarkPresetWord: [4] }),
      "rooms[0].watermark.watermarkPresetWord[0]: must be one of 0, 1, 2, 3",
    ],
    [
      "a preset watermark without words",
      (r) => (r["watermark"] = { watermarkWordType: 3 }),
      "rooms[0].watermark.watermarkPresetWord: must name at least one preset word (0–3) for watermarkWordType 3",
    ],
    [
      "a custom watermark without text",
      (r) => (r["watermark"] = { watermarkWordType: 2, watermarkWord: " " }),
      "rooms[0].watermark.watermarkWord: must not be empty for a custom text watermark (watermarkWordType 2)",
    ],
    [
      "an image watermark without an image",
      (r) => (r["watermark"] = { watermarkType: "image" }),
      "rooms[0].watermark.watermarkImgUrl: must be an http(s) or site-relative url for an image watermark",
    ],
    [
      "an image watermark with a javascript: url",
      (r) => (r["watermark"] = { watermarkType: "image", watermarkImgUrl: "javascript:alert(1)" }),
      "rooms[0].watermark.watermarkImgUrl: must be an http(s) or site-relative url for an image watermark",
    ],
    [
      "an image watermark",
      (r) =>
        (r["watermark"] = { watermarkType: "image", watermarkImgUrl: "https://example.com/logo.png", watermarkPositionType: "random" }),
      null,
    ],
    [
      "a background for an unknown language",
      (r) => (r["playerBackgrounds"] = { fr: "https://example.com/a.png" }),
      "rooms[0].playerBackgrounds.fr: is not a language (zh-Hans, en, zh-Hant, ar)",
    ],
    [
      "a background that is not a url",
      (r) => (r["playerBackgrounds"] = { en: "data:x" }),
      "rooms[0].playerBackgrounds.en: must be an http(s) or site-relative url",
    ],
    ["stockEmpty as 1", (r) => (r["stockEmpty"] = 1), "rooms[0].stockEmpty: must be true or false"],
    ["a board status of 3", (r) => (r["board"] = { media: "board", pushStatus: 3 }), "rooms[0].board.pushStatus: must be one of 0, 1, 2"],
    ["a board without media", (r) => (r["board"] = { pushStatus: 2 }), "rooms[0].board.media: must be a string"],
    [
      "a board with a screen's stream id",
      (r) => (r["board"] = { media: "board", streamId: "demo-live-20001" }),
      "rooms[].streams[].streamId: demo-live-20001 appears twice",
    ],
    ["a stream protocol of rtmp", (_r, d) => (stream0(d)["protocol"] = "rtmp"), "rooms[0].streams[0].protocol: must be hls or flv"],
    ["a stream protocol of flv", (_r, d) => (stream0(d)["protocol"] = "flv"), null],
  ])("%s", (_case, edit, expected) => {
    expect(problem(edit)).toBe(expected);
  });

  it("checks media ids only against a catalogue it is given", () => {
    const definition = demoJson();
    room0(definition)["trailers"] = ["not-in-any-catalogue"];
    expect(parseEventDefinition(definition).rooms[0]?.player.trailers).toEqual(["not-in-any-catalogue"]);
    expect(() => parseEventDefinition(definition, VOD)).toThrow(DefinitionError);
  });
});
