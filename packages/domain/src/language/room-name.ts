import type { Room } from "../models";
import { DEFAULT_LANGUAGE } from "./choose-language";

/** The room's name in `language`, else its zh-Hans name, else null (the title of room pages, §2). */
export function roomName(room: Pick<Room, "names">, language: string): string | null {
  return room.names[language] ?? room.names[DEFAULT_LANGUAGE] ?? null;
}
