import type { Generated } from "kysely";

/** The rooms column 0018_watch_decorate adds: JSON WatchDecorateDefinition of the room, "" = §3 defaults. */
export interface WatchDecorateRoomColumn {
  watch_decorate: Generated<string>;
}

/** How often viewers saw, clicked or closed a room's ad picture (0018_watch_decorate, decision 0034). */
export interface AdPicBuryTable {
  room_id: string;
  room_ad_pic_id: string;
  /** show, click or close. */
  action: string;
  count: number;
  updated_at: number;
}

/** The tables 0018_watch_decorate adds. */
export interface WatchDecorateTables {
  ad_pic_bury: AdPicBuryTable;
}
