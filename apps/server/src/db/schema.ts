import type { Generated } from "kysely";

/**
 * The database as Kysely sees it. Times are epoch ms (bigint in PostgreSQL, read back as numbers);
 * flags are integers 0/1; per-language maps and lists are JSON text. Migrations in ./migrations
 * create exactly these tables.
 */
export interface EventsTable {
  /** virtualEventId. */
  id: string;
  /** virtualEventNumber, what viewers type and routes carry. */
  event_number: string;
  name: string;
  tenant_id: string;
  start_at: number;
  end_at: number;
  access_type: number;
  logo_url: string;
  cover_url: string;
  try_flag: number;
  /** Minutes. */
  try_duration: number;
  remove_flag: number;
  main_venue_number: string;
  main_seminar_number: string;
  /** JSON array of language types viewers may switch to, in order. */
  optional_languages: string;
  default_language: string;
  follow_system_language: number;
  language_switch_closed: number;
  created_at: number;
}

export interface RoomsTable {
  id: string;
  event_id: string;
  room_number: string;
  room_mode: number;
  live_scene: number;
  live_mode: number;
  live_delay: number;
  layout_flag: number;
  /** JSON object: language type → room name. */
  names: string;
  sort_order: number;
}

/** A stream (screen) of a room, played from committed media under `media/<media_source>/`. */
export interface StreamsTable {
  id: string;
  room_id: string;
  screen_id: string;
  main_screen_flag: number;
  push_status: number;
  media_source: string;
  sort_order: number;
}

/** A viewer known to one event (anonymous audiences are created by access auth). */
export interface AudiencesTable {
  id: string;
  event_id: string;
  user_type: number;
  nickname: string;
  anonymous_nickname: string;
  created_at: number;
}

/** An issued token pair: only the SHA-256 of the current refresh token is kept. */
export interface SessionsTable {
  id: string;
  event_id: string;
  audience_id: string;
  refresh_hash: string;
  refresh_expires_at: number;
  revoked: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface Database {
  events: EventsTable;
  rooms: RoomsTable;
  streams: StreamsTable;
  audiences: AudiencesTable;
  sessions: SessionsTable;
}
