import type { Room } from "@livehall/domain";

/** The room's name in `locale`, else its zh-Hans name, else null (the title of watch pages, §2). */
export function roomTitle(room: Pick<Room, "names">, locale: string): string | null {
  return room.names[locale] ?? room.names["zh-Hans"] ?? null;
}
