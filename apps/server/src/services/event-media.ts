import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Whether recorded media `mediaId` belongs to event `eventId`: one of its rooms lists it as a
 * trailer or menu video, or shows it as the ad. The event-wide watch-preview signs addresses only
 * for these (issue 11 item 14), so an event's viewers cannot get another event's media.
 */
export async function eventHasMedia(db: Kysely<Database>, eventId: string, mediaId: string): Promise<boolean> {
  const listed = await db
    .selectFrom("room_medias")
    .innerJoin("rooms", "rooms.id", "room_medias.room_id")
    .select("room_medias.media_id")
    .where("rooms.event_id", "=", eventId)
    .where("room_medias.media_id", "=", mediaId)
    .limit(1)
    .executeTakeFirst();
  if (listed) return true;
  const ad = await db
    .selectFrom("rooms")
    .select("id")
    .where("event_id", "=", eventId)
    .where("ad_media_id", "=", mediaId)
    .limit(1)
    .executeTakeFirst();
  return ad !== undefined;
}
