import { DefinitionError } from "../../seed/definition-reader";

/** What the breakout rules read of a room definition. */
interface RoomDefinition {
  readonly roomId: string;
  readonly roomNumber: string;
  readonly breakoutOf: string;
}

/**
 * Checks the rooms' `breakoutOf` (decision 0032): a breakout room names another room of the event
 * by number, and that room is an ordinary room (no breakout rooms of breakout rooms). Throws
 * {@link DefinitionError} naming the room.
 */
export function checkBreakoutRooms(rooms: readonly RoomDefinition[]): void {
  rooms.forEach((room, index) => {
    if (room.breakoutOf === "") return;
    const field = `rooms[${index}].breakoutOf`;
    const main = rooms.find((other) => other.roomNumber === room.breakoutOf);
    if (!main) throw new DefinitionError(field, `names room ${room.breakoutOf}, which is not in rooms`);
    if (main === room) throw new DefinitionError(field, "names the room itself");
    if (main.breakoutOf !== "") throw new DefinitionError(field, `names room ${main.roomNumber}, which is itself a breakout room`);
  });
}

/** The stored `breakout_of` of `room`: its main room's id, "" for an ordinary room. */
export function breakoutOfId(rooms: readonly RoomDefinition[], room: RoomDefinition): string {
  if (room.breakoutOf === "") return "";
  return rooms.find((other) => other.roomNumber === room.breakoutOf)?.roomId ?? "";
}
