import { breakoutOfId } from "../tools/breakout/breakout-definition";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { callToActionRow } from "../services/call-to-actions";
import { marketingAppRows } from "../tools/marketing/marketing-definition";
import type { EventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";
import { insertNoticesTickets } from "../notices/seed-notices-tickets";
import { boardStreamId, type RoomPlayerDefinition } from "./player-definition";

/** The rooms columns of a room's player fields (0005_player). */
function playerColumns(player: RoomPlayerDefinition) {
  return {
    ad_show_flag: player.video.adShowFlag,
    ad_media_id: player.video.adMediaId,
    video_show_flag: player.video.videoShowFlag,
    double_playback_flag: player.video.doublePlaybackFlag,
    drag_playback_flag: player.video.dragPlaybackFlag,
    loop_playback_flag: player.video.videoLoopPlaybackFlag,
    stock_empty: player.stockEmpty ? 1 : 0,
    watermark: player.watermark ? JSON.stringify(player.watermark) : "",
    player_backgrounds: JSON.stringify(player.playerBackgrounds),
  };
}

async function insertEvent(trx: Kysely<Database>, event: EventDefinition, now: number): Promise<void> {
  await trx
    .insertInto("events")
    .values({
      id: event.virtualEventId,
      event_number: event.virtualEventNumber,
      name: event.name,
      tenant_id: event.tenantId,
      start_at: event.startAt,
      end_at: event.endAt,
      access_type: event.accessType,
      logo_url: event.logoUrl,
      cover_url: event.coverUrl,
      try_flag: event.tryFlag,
      try_duration: event.tryDuration,
      remove_flag: 0,
      main_venue_number: event.mainVenueNumber,
      main_seminar_number: event.mainSeminarNumber,
      optional_languages: JSON.stringify(event.optionalLanguages),
      default_language: event.defaultLanguage,
      follow_system_language: event.followSystemLanguage ? 1 : 0,
      language_switch_closed: event.switchClosed ? 1 : 0,
      created_at: now,
      password_hash: event.access.passwordHash,
      white_list: JSON.stringify(event.access.whiteList),
      custom_address: event.access.customAddress,
      external_secret: event.access.externalSecret,
      default_questionnaire_id: event.access.defaultQuestionnaireId,
      access_prompts: JSON.stringify(event.access.prompts),
      identity_types: JSON.stringify(event.identityTypes),
      wechat_flag: event.wechatFlag,
      nickname_change_flag: event.nicknameChangeFlag,
      interact_access_flag: event.interactAccessFlag,
      duplication_types: JSON.stringify(event.duplicationTypes),
      agreements: event.agreements ? JSON.stringify(event.agreements) : null,
      landing: event.landing ? JSON.stringify(event.landing) : null,
      demo_hint: event.demoHint,
    })
    .execute();
  await insertNoticesTickets(trx, event);
  for (const questionnaire of event.questionnaires) {
    await trx
      .insertInto("questionnaires")
      .values({
        event_id: event.virtualEventId,
        id: questionnaire.questionnaireId,
        name: questionnaire.questionnaireName,
        questions: JSON.stringify(questionnaire.questions),
      })
      .execute();
  }
  for (const [roomIndex, room] of event.rooms.entries()) {
    await trx
      .insertInto("rooms")
      .values({
        id: room.roomId,
        event_id: event.virtualEventId,
        room_number: room.roomNumber,
        room_mode: room.roomMode,
        live_scene: room.liveScene,
        live_mode: room.liveMode,
        live_delay: room.liveDelay,
        layout_flag: room.layoutFlag,
        names: JSON.stringify(room.names),
        sort_order: roomIndex,
        toolbar_buttons: JSON.stringify(room.toolbarButtons),
        ...playerColumns(room.player),
        breakout_of: breakoutOfId(event.rooms, room),
        watch_decorate: JSON.stringify(room.watchDecorate),
      })
      .execute();
    for (const [streamIndex, stream] of room.streams.entries()) {
      await trx
        .insertInto("streams")
        .values({
          id: stream.streamId,
          room_id: room.roomId,
          screen_id: stream.screenId,
          main_screen_flag: stream.mainScreenFlag,
          push_status: stream.pushStatus,
          media_source: stream.media,
          sort_order: streamIndex,
          kind: "screen",
          protocol: stream.protocol,
        })
        .execute();
    }
    const board = room.player.board;
    if (board) {
      await trx
        .insertInto("streams")
        .values({
          id: board.streamId,
          room_id: room.roomId,
          screen_id: boardStreamId(room.roomId),
          main_screen_flag: 0,
          push_status: board.pushStatus,
          media_source: board.media,
          sort_order: room.streams.length,
          kind: "board",
        })
        .execute();
    }
    const medias = [
      ...room.player.trailers.map((media_id, sort_order) => ({ room_id: room.roomId, kind: "trailer" as const, sort_order, media_id })),
      ...room.player.menuVideos.map((media_id, sort_order) => ({ room_id: room.roomId, kind: "menu" as const, sort_order, media_id })),
    ];
    if (medias.length > 0) await trx.insertInto("room_medias").values(medias).execute();
    if (room.callToActions.length > 0) {
      await trx
        .insertInto("call_to_actions")
        .values(room.callToActions.map((tool, position) => callToActionRow(room.roomId, position, tool)))
        .execute();
    }
    if (room.marketingApps.length > 0)
      await trx
        .insertInto("marketing_apps")
        .values(marketingAppRows(event.virtualEventId, room.roomId, room.marketingApps, now))
        .execute();
  }
}

/**
 * On first start (no events yet) loads `eventsDir/*.json` and stores them in one transaction.
 * Returns how many events were seeded (0 when the database already had events). Throws an
 * `EventFileError` naming the file and field when a definition is invalid (also when a room names
 * a media id `vodIds` lacks, when given).
 */
export async function seedEventsIfEmpty(
  db: Kysely<Database>,
  eventsDir: string,
  now: number,
  vodIds?: ReadonlySet<string> | null,
): Promise<number> {
  // count(*) is int8 on PostgreSQL, read as a number there too (db/connect.ts).
  const existing = await db.selectFrom("events").select(db.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  if (existing.count > 0) return 0;
  const definitions = loadDefinitions(eventsDir, vodIds);
  await db.transaction().execute(async (trx) => {
    for (const definition of definitions) await insertEvent(trx, definition, now);
  });
  return definitions.length;
}
