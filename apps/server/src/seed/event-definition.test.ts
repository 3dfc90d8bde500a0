import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { parseEventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";

const demoJson = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "demo.json"), "utf8")) as Record<string, unknown>;

type Edit = (definition: Record<string, unknown>) => void;
const rooms = (d: Record<string, unknown>): Record<string, unknown>[] => d["rooms"] as Record<string, unknown>[];
const room0 = (d: Record<string, unknown>): Record<string, unknown> => rooms(d)[0]!;

describe("event definition files", () => {
  it("reads the committed demo event with its rooms, languages and live stream", () => {
    const [demo, ...others] = loadDefinitions(DEFAULT_EVENTS_DIR);
    expect(others).toEqual([]);
    expect(demo).toMatchObject({
      virtualEventNumber: "10001",
      name: "Livehall 演示活动",
      tenantId: "t-demo",
      accessType: 0,
      mainVenueNumber: "20001",
      mainSeminarNumber: "20002",
      optionalLanguages: ["zh-Hans", "en", "zh-Hant", "ar"],
    });
    expect(demo?.rooms.map((room) => [room.roomNumber, room.roomMode])).toEqual([["20001", 1], ["20002", 3]]);
    expect(demo?.rooms[0]?.names).toEqual({ "zh-Hans": "主会场", en: "Main Hall", "zh-Hant": "主會場", ar: "القاعة الرئيسية" });
    expect(demo?.rooms[0]?.streams[0]).toMatchObject({ pushStatus: 2, media: "demo" });
  });

  it.each<[string, Edit, string]>([
    ["no event number", (d) => { delete d["virtualEventNumber"]; }, "virtualEventNumber: must be a string"],
    ["an event number with a slash", (d) => { d["virtualEventNumber"] = "10/01"; }, "virtualEventNumber: must be 1 to 64"],
    ["a numeric name", (d) => { d["name"] = 5; }, "name: must be a string"],
    ["an unknown access type", (d) => { d["accessType"] = 9; }, "accessType: must be one of 0, 1, 2, 3, 4"],
    ["an ISO start time", (d) => { d["startTime"] = "2025-01-01T09:00:00Z"; }, "startTime: must be a time"],
    ["an end before the start", (d) => { d["endTime"] = "2024-01-01 00:00:00"; }, "endTime: must be after startTime"],
    ["an unknown language", (d) => { (d["languages"] as Record<string, unknown>)["optional"] = ["en", "fr"]; }, "languages.optional[1]: must be one of"],
    ["a default language not offered", (d) => { (d["languages"] as Record<string, unknown>)["default"] = "ar"; (d["languages"] as Record<string, unknown>)["optional"] = ["en"]; }, "languages.default"],
    ["no rooms", (d) => { d["rooms"] = []; }, "rooms: must not be empty"],
    ["a room mode 9", (d) => { room0(d)["roomMode"] = 9; }, "rooms[0].roomMode: must be one of 1, 2, 3"],
    ["a room name in French", (d) => { (room0(d)["names"] as Record<string, unknown>)["fr"] = "Salle"; }, "rooms[0].names.fr: is not a language"],
    ["a room without a zh-Hans name", (d) => { delete (room0(d)["names"] as Record<string, unknown>)["zh-Hans"]; }, "rooms[0].names.zh-Hans"],
    ["a stream without media", (d) => { delete (room0(d)["streams"] as Record<string, unknown>[])[0]!["media"]; }, "rooms[0].streams[0].media: must be a string"],
    ["a push status 5", (d) => { (room0(d)["streams"] as Record<string, unknown>[])[0]!["pushStatus"] = 5; }, "rooms[0].streams[0].pushStatus"],
    ["a main venue that is not a room", (d) => { d["mainVenueNumber"] = "29999"; }, "mainVenueNumber: names room 29999"],
    ["two rooms with one number", (d) => { rooms(d)[1]!["roomNumber"] = "20001"; }, "rooms[].roomNumber: 20001 appears twice"],
  ])("rejects %s, naming the field", (_case, edit, message) => {
    const definition = demoJson();
    edit(definition);
    expect(() => parseEventDefinition(definition)).toThrow(message);
  });

  it.each([
    ["broken JSON", "{ \"virtualEventNumber\": ", /Invalid event definition broken\.json: .*JSON/],
    ["a list instead of an object", "[]", /broken\.json: \(root\): must be a JSON object/],
  ])("names the file when it holds %s", (_case, text, message) => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-events-"));
    writeFileSync(join(dir, "broken.json"), text);
    expect(() => loadDefinitions(dir)).toThrow(message);
  });

  it("rejects two files with the same event number", () => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-events-"));
    writeFileSync(join(dir, "a.json"), JSON.stringify(demoJson()));
    writeFileSync(join(dir, "b.json"), JSON.stringify({ ...demoJson(), virtualEventId: "other" }));
    expect(() => loadDefinitions(dir)).toThrow(/b\.json: .*already used by event 10001/);
  });
});
