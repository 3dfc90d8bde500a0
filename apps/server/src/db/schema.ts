import type { BreakoutAssignmentsTable, BreakoutRoomColumn, BreakoutsTable } from "../tools/breakout/breakout-tables";
import type { Generated } from "kysely";
import type { WatchDecorateRoomColumn, WatchDecorateTables } from "../services/watch-decorate-tables";
import type { DrawQuizSignInTables } from "../tools/tool-tables";
import type { AnonymousAnswerTables } from "../tools/shared/anonymous-tables";
import type { MarketingAppsTable, MarketingSubmissionsTable } from "../tools/marketing/marketing-tables";
import type { ExamsTable, ExamSubmissionsTable, QuestionsTable, QuestionUpVotesTable } from "../tools/qa/qa-exam-tables";
import type { ExamReviewsTable } from "../tools/qa/qa-exam-tables";
import type { VoteBallotsTable, VoteChoicesTable, VoteOptionsTable, VotesTable } from "../tools/vote/vote-tables";
import type { PortalTables } from "../portal/portal-tables";

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
  /** Password gate (access type 2): `scrypt$N$r$p$saltB64$hashB64`, "" when none (0002_access). */
  password_hash: Generated<string>;
  /** White-list gate (type 3): JSON array of accounts (e-mail addresses, mobile numbers). */
  white_list: Generated<string>;
  /** External auth (type 4): where viewers are sent to prove who they are; may be site-relative. */
  custom_address: Generated<string>;
  /** External auth: HMAC key the organiser signs assertions with. */
  external_secret: Generated<string>;
  /** Signup (type 1): the questionnaire that signs viewers up, "" when none. */
  default_questionnaire_id: Generated<string>;
  /** JSON object: language type → access prompt (§3 accessConfigLanguages). */
  access_prompts: Generated<string>;
  /** JSON array of the identity types (1 mobile, 2 email, 3 wechat, 4 external) login offers, in order. */
  identity_types: Generated<string>;
  wechat_flag: Generated<number>;
  /** §3 audienceNicknameChangeFlag: 1 = a nickname once set may be changed. */
  nickname_change_flag: Generated<number>;
  /** §3 interactAccessFlag: 1 = interactions (chat…) need a login; 0 = anonymous viewers may interact (§4 interception). */
  interact_access_flag: Generated<number>;
  /** JSON array of forbidden §3 duplication types (0 devices, 1 tabs, 2 account). */
  duplication_types: Generated<string>;
  /** JSON AgreementsDTO, null when the event shows none. */
  agreements: Generated<string | null>;
  /** JSON LandingDefinition (0019_landing), null when the event file has no landing block. */
  landing: Generated<string | null>;
  /** Printed by the start command next to the event's URL (e.g. the demo password); never shown to viewers. */
  demo_hint: Generated<string>;
}

/** Landing duration reports per event (0019_landing): a count and summed seconds (bigint: strings on PostgreSQL). */
export interface LandingDurationDotsTable {
  event_id: string;
  reports: Generated<number | string>;
  seconds: Generated<number | string>;
}

export interface RoomsTable extends BreakoutRoomColumn, WatchDecorateRoomColumn {
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
  /** JSON list of §2 toolbar button names, in display order (0017_toolbar). */
  toolbar_buttons: Generated<string>;
  /** §3 Video config adShowFlag: 1 = the ad (`ad_media_id`, a VOD media id) plays first (0005_player). */
  ad_show_flag: Generated<number>;
  ad_media_id: Generated<string>;
  /** §3 videoShowFlag: 1 = the trailers (room_medias kind "trailer") play while not live. */
  video_show_flag: Generated<number>;
  double_playback_flag: Generated<number>;
  drag_playback_flag: Generated<number>;
  /** §3 videoLoopPlaybackFlag (the `loop` admin command changes it). */
  loop_playback_flag: Generated<number>;
  /** 1 = the room's stock is empty: play calls answer 150023 (the `stock-empty` admin command). */
  stock_empty: Generated<number>;
  /** JSON of the WatermarkDTO's stored fields (without currentTime/publicIP), "" for no watermark. */
  watermark: Generated<string>;
  /** JSON object: language type → player background url. */
  player_backgrounds: Generated<string>;
  /** §7 WATCH_NUMBER_FLAG: 1 the viewer count is shown, 0 hidden (0024_watch_number_flag; `watch-number on|off`). */
  watch_number_flag: Generated<number>;
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
  /** "screen" (viewers watch it; live-play-addr) or "board" (the room's board stream, board-play-addr) (0005_player). */
  kind: Generated<"screen" | "board">;
  /** "hls" or "flv": the protocol of line 1 in live-play-addr (line 2 is the other). */
  protocol: Generated<"hls" | "flv">;
}

/** A pushed stream's key: its generation and the SHA-256 of the key derived from it (0028_ingest_keys, decision 0067). */
export interface IngestKeysTable {
  stream_id: string;
  generation: number;
  key_hash: string;
  rotated_at: number;
}

/** A recorded media of a room in play order: its trailers or its menu videos (0005_player). */
export interface RoomMediasTable {
  room_id: string;
  kind: "trailer" | "menu";
  sort_order: number;
  /** A media id of the VOD catalogue (media/vod/vod.json). */
  media_id: string;
}

/** A viewer known to one event (anonymous audiences are created by access auth). */
export interface AudiencesTable {
  id: string;
  event_id: string;
  user_type: number;
  nickname: string;
  anonymous_nickname: string;
  created_at: number;
  /** The account an ID audience logged in with (e-mail lower-cased, or mobile number), else null. */
  account: Generated<string | null>;
  /** §3 identity type of `account` (1 mobile, 2 email, 3 wechat, 4 external), else null. */
  identity_type: Generated<number | null>;
  /** External auth: the organiser's id of the viewer. */
  external_subject: Generated<string | null>;
  wechat_open_id: Generated<string | null>;
  /** Anonymous trial: seconds watched so far (server's count). */
  trial_watched_seconds: Generated<number>;
  /** 1 = this anonymous audience passed the password gate: never a trial viewer (0007_session_hardening). */
  gate_passed: Generated<number>;
  /** Anonymous trial: when the server first issued it a play address, epoch ms (the server's trial clock). */
  trial_started_at: Generated<number | null>;
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
  /** The browser's fingerprint (browserFingerprint), for the §3 duplication rules; null when not sent. */
  device_id: Generated<string | null>;
  /** 1 = a newer login of the same account replaced this session (§3 duplication → 100050) (0003_login). */
  superseded: Generated<number>;
  /** Anonymous trial: when the session last reported watched time (duration dots), epoch ms. */
  last_dot_at: Generated<number | null>;
  /** SHA-256 of the refresh token this session was last rotated from (refresh grace window, 0007). */
  previous_refresh_hash: Generated<string | null>;
  /** When that rotation happened, epoch ms (the successor pair is derived from it). */
  rotated_at: Generated<number | null>;
  /** Anonymous sessions: keyed hash of the browser's device cookie (0025_browser_bans, decision 0059). */
  device_key: Generated<string | null>;
  /** Anonymous sessions: keyed hash of the address it logged in from, never the address itself (0025). */
  address_key: Generated<string | null>;
}

/** A pending or finished WeChat login (PC QR or mobile OAuth); `state` goes through the chat-app (0003_login). */
export interface WechatRequestsTable {
  /** requestId. */
  id: string;
  event_id: string;
  kind: "pc" | "mobile";
  state: string;
  scope: "snsapi_base" | "snsapi_userinfo";
  /** Where the chat-app returns (mobile: this site's /mobile/wechatAuthResult; PC: the QR callback). */
  redirect_uri: string;
  /** browserFingerprint of the browser that started it ("" when not sent). */
  device_id: string;
  /** pending → done (state used) → delivered (PC: tokens handed to the poll). */
  status: "pending" | "done" | "delivered";
  open_id: string | null;
  /** §3 WeChat login result once known. */
  login_type: number | null;
  audience_id: string | null;
  message: string;
  created_at: number;
  expires_at: number;
  /** SHA-256 of the nonce cookie of the browser that started the login (migration 0008). */
  browser_hash: string;
}

/** An answered sign-up questionnaire; `answers` is the JSON AnswerDTO[] as validated (0003_login). */
export interface QuestionnaireSubmissionsTable {
  id: string;
  event_id: string;
  questionnaire_id: string;
  audience_id: string;
  answers: string;
  created_at: number;
}

/** A questionnaire of an event (sign-up form); `questions` is JSON QuestionDTO[]. */
export interface QuestionnairesTable {
  event_id: string;
  id: string;
  name: string;
  questions: string;
}

/** A sent verification code: only its HMAC is kept; single use, expiring. Rows also count sends for the rate limits. */
export interface VerificationCodesTable {
  id: string;
  event_id: string;
  /** Normalized account (e-mail lower-cased, mobile digits). */
  account: string;
  /** §3 code type. */
  code_type: number;
  code_hash: string;
  /** Address the request came from (per-IP rate limit). */
  ip: string;
  used: Generated<number>;
  expires_at: number;
  created_at: number;
}

/** Wrong-code attempts per event and account; `locked_until` > now locks verification. */
export interface VerificationGuardsTable {
  event_id: string;
  account: string;
  failed_count: number;
  last_failed_at: number;
  locked_until: number;
}

/** Wrong-code tries (reserved attempts) per requesting IP address in the current window. */
export interface VerificationIpGuardsTable {
  ip: string;
  failed_count: number;
  window_start: number;
}

/** Captcha challenges already accepted, kept until they expire (each solution counts once). */
export interface UsedCaptchasTable {
  challenge: string;
  expires_at: number;
}

/** External-auth assertion nonces already exchanged, kept until the assertion expires. */
export interface ExternalNoncesTable {
  nonce: string;
  expires_at: number;
}

/** One-time external-auth hand-over codes (migration 0008, decision 0023); only a SHA-256 is kept. */
export interface HandoverCodesTable {
  code_hash: string;
  event_id: string;
  audience_id: string;
  expires_at: number;
}

/** A chat message; `id` is its `messageId` (0004_chat). Deleted messages keep their row (`deleted_at` set). */
export interface ChatMessagesTable {
  id: Generated<number>;
  event_id: string;
  room_id: string;
  /** The sender (`liveUserId`). */
  audience_id: string;
  /** The sender's name as shown when sent (nickname, else the anonymous label). */
  nick_name: string;
  /** Plain text, trimmed, 1–500 code points. */
  content: string;
  /** Epoch ms. */
  send_time: number;
  /** When a moderator deleted it (epoch ms), else null. */
  deleted_at: Generated<
    number | null
  >; /** §3 user type of a sender who is not an audience: 7 atmosphere master (0013_gifts_goods_feed), else null. */
  user_type: Generated<number | null>;
}

/** A stored ban of an audience in an event: §3 ban type 1 chat, 2 online (0004_chat). */
export interface AudienceBansTable {
  event_id: string;
  audience_id: string;
  ban_type: number;
  created_at: number;
  /** The audience whose ban a new anonymous session inherited (0025_browser_bans); null for the organiser's own ban. */
  inherited_from: Generated<string | null>;
}

/**
 * What a ban holds against besides the audience (0025_browser_bans, decision 0059): `kind`
 * device (keyed hash of a device cookie), address (keyed hash of an address, until `expires_at`)
 * or fingerprint (browserFingerprint as sent). `origin_audience_id` is the organiser's ban.
 */
export interface BanMarksTable {
  event_id: string;
  ban_type: number;
  origin_audience_id: string;
  kind: "device" | "address" | "fingerprint";
  mark: string;
  /** Epoch ms after which the mark no longer holds; null = for the ban's life. */
  expires_at: number | null;
}

/** One call-to-action tool of a room, listed by `position` (CallToActionDTO; 0004_chat). */
export interface CallToActionsTable {
  room_id: string;
  position: number;
  call_to_action_id: string;
  call_to_action_sn: string;
  title: string;
  button_text: string;
  /** §3 jump url type: 1 qrcode, 2 url. */
  jump_url_type: number;
  /** http(s) only. */
  jump_url: string;
  /** Server time 'yyyy-MM-dd HH:mm:ss' (UTC+8) after which the tool is hidden, "" for none. */
  end_time: string;
  /** The marketing tool it opens passively, or null (0014_marketing). */
  marketing_app_id: Generated<string | null>;
}

/** A room's like total (fabulous), shared by every server process (0004_chat). */
export interface RoomLikesTable {
  room_id: string;
  total: number;
}

// The tools' tables are typed beside each tool (tools/*/…-tables.ts) and listed here.
export interface Database extends DrawQuizSignInTables, PortalTables, WatchDecorateTables, AnonymousAnswerTables {
  events: EventsTable;
  landing_duration_dots: LandingDurationDotsTable;
  rooms: RoomsTable;
  streams: StreamsTable;
  ingest_keys: IngestKeysTable;
  audiences: AudiencesTable;
  sessions: SessionsTable;
  questionnaires: QuestionnairesTable;
  verification_codes: VerificationCodesTable;
  verification_guards: VerificationGuardsTable;
  verification_ip_guards: VerificationIpGuardsTable;
  used_captchas: UsedCaptchasTable;
  external_nonces: ExternalNoncesTable;
  handover_codes: HandoverCodesTable;
  wechat_requests: WechatRequestsTable;
  questionnaire_submissions: QuestionnaireSubmissionsTable;
  chat_messages: ChatMessagesTable;
  audience_bans: AudienceBansTable;
  ban_marks: BanMarksTable;
  call_to_actions: CallToActionsTable;
  room_likes: RoomLikesTable;
  room_medias: RoomMediasTable;
  marketing_apps: MarketingAppsTable;
  marketing_submissions: MarketingSubmissionsTable;
  breakouts: BreakoutsTable;
  breakout_assignments: BreakoutAssignmentsTable;
  questions: QuestionsTable;
  question_up_votes: QuestionUpVotesTable;
  exams: ExamsTable;
  exam_submissions: ExamSubmissionsTable;
  exam_reviews: ExamReviewsTable;
  votes: VotesTable;
  vote_options: VoteOptionsTable;
  vote_ballots: VoteBallotsTable;
  vote_choices: VoteChoicesTable;
}
