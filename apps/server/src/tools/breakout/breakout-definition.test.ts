import { describe, expect, it } from "vitest";
import { parseEventDefinition } from "../../seed/event-definition";
import { demoJson, rooms, type Edit } from "../../seed/event-definition.fixtures";
import { breakoutOfId } from "./breakout-definition";

const breakoutRoom = (d: Record<string, unknown>): Record<string, unknown> => rooms(d).find((room) => room["roomNumber"] === "20011")!;
/** Where the demo event lists a room (the messages name the room by its place in `rooms`). */
const at = (roomNumber: string): number => rooms(demoJson()).findIndex((room) => room["roomNumber"] === roomNumber);

describe("breakout rooms in an event definition", () => {
  it.each<[string, Edit, string]>([
    [
      "an unknown main room",
      (d) => (breakoutRoom(d)["breakoutOf"] = "29999"),
      `rooms[${at("20011")}].breakoutOf: names room 29999, which is not in rooms`,
    ],
    ["the room itself", (d) => (breakoutRoom(d)["breakoutOf"] = "20011"), `rooms[${at("20011")}].breakoutOf: names the room itself`],
    [
      "a breakout room of a breakout room",
      (d) => (rooms(d).find((room) => room["roomNumber"] === "20012")!["breakoutOf"] = "20011"),
      `rooms[${at("20012")}].breakoutOf: names room 20011, which is itself a breakout room`,
    ],
    ["a number that is not an id", (d) => (breakoutRoom(d)["breakoutOf"] = "20/01"), `rooms[${at("20011")}].breakoutOf`],
  ])("refuses %s", (_name, edit, message) => {
    const definition = demoJson();
    edit(definition);
    expect(() => parseEventDefinition(definition)).toThrow(message);
  });

  it("stores a breakout room's main room by id, an ordinary room's as empty", () => {
    const event = parseEventDefinition(demoJson());
    const byNumber = (number: string) => event.rooms.find((room) => room.roomNumber === number)!;
    expect(breakoutOfId(event.rooms, byNumber("20011"))).toBe("room-20001");
    expect(breakoutOfId(event.rooms, byNumber("20002"))).toBe("");
  });
});
