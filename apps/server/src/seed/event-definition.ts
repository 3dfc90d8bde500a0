import type { AgreementsDTO, CallToActionDTO, NoticeConfigDTO, QuestionnaireDTO } from "@livehall/wire";
import { parseMarketingApps } from "../tools/marketing/marketing-definition";
import type { MarketingDefinition } from "../tools/marketing/marketing-rules";
import { isToolbarButton, TOOLBAR_BUTTON, type ToolbarButton } from "@livehall/domain";
import { parseServerTime } from "../services/server-time";
import { parseAccess, type AccessDefinition } from "./access-definition";
import { parseAgreements } from "./agreements-definition";
import { parseNotices } from "./notices-definition";
import { parseTickets, type TicketsDefinition } from "./tickets-definition";
import { parseLanding, type LandingDefinition } from "./landing-definition";
import { parseCallToActions } from "./call-to-action-definition";
import { checkMediaIds, parseRoomPlayer, type RoomPlayerDefinition } from "./player-definition";
import { DefinitionError, DefinitionReader } from "./definition-reader";
import { LANGUAGES } from "./languages";
import { parseQuestionnaires } from "./questionnaire-definition";
import { parseEventWatchDecorate, parseRoomWatchDecorate, type WatchDecorateDefinition } from "./watch-decorate-definition";
import { checkBreakoutRooms } from "../tools/breakout/breakout-definition";
import { parseToolItems, type ToolItemsDefinition } from "./tool-items-definition";

export { LANGUAGES } from "./languages";
const ACCESS_TYPES = [0, 1, 2, 3, 4];
/** §3 Identity types: 1 mobile, 2 email, 3 wechat, 4 external. */
const IDENTITY_TYPES = [1, 2, 3, 4];
/** §3 Duplication types: 0 devices, 1 tabs, 2 account. */
const DUPLICATION_TYPES = [0, 1, 2];
const ROOM_MODES = [1, 2, 3];
const LIVE_STATUSES = [1, 2];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID_HINT = "1 to 64 letters, digits, '_' or '-'";

export interface StreamDefinition {
  readonly streamId: string;
  readonly screenId: string;
  readonly mainScreenFlag: number;
  /** 1 not begun, 2 living (§3 Live status). */
  readonly pushStatus: number;
  /** Folder under apps/server/media whose segments this stream plays. */
  readonly media: string;
  /** Line 1 of live-play-addr: "hls" (default) or "flv" (line 2 is the other). */
  readonly protocol: "hls" | "flv";
}

export interface RoomDefinition {
  readonly roomId: string;
  readonly roomNumber: string;
  readonly roomMode: number;
  readonly liveScene: number;
  readonly liveMode: number;
  readonly liveDelay: number;
  readonly layoutFlag: number;
  /** Room name per language type. */
  readonly names: Readonly<Record<string, string>>;
  readonly streams: readonly StreamDefinition[];
  /** The room's call-to-action tools at first start (the admin API changes them later). */
  readonly callToActions: readonly CallToActionDTO[];
  /** The room's marketing tools at first start (decision 0031; the admin API changes them later). */
  readonly marketingApps: readonly MarketingDefinition[];
  /** §2 toolbar buttons in display order (issue 13); default none. */
  readonly toolbarButtons: readonly ToolbarButton[];
  /** Video config, trailers, menu videos, watermark, backgrounds, stock, board (issue 5). */
  readonly player: RoomPlayerDefinition;
  /** The room number of the main room this is a breakout room of, "" for an ordinary room (decision 0032). */
  readonly breakoutOf: string;
  /** §3 watch decorate: the event's block with the room's overrides (decision 0034). */
  readonly watchDecorate: WatchDecorateDefinition;
  /** Goods, red envelopes and feed posts the room starts with (decision 0043; the admin API changes them later). */
  readonly toolItems: ToolItemsDefinition;
}

/** One event as a readable `events/*.json` file describes it, validated and with defaults filled in. */
export interface EventDefinition {
  readonly virtualEventId: string;
  readonly virtualEventNumber: string;
  readonly name: string;
  readonly tenantId: string;
  /** Epoch ms; the file says 'yyyy-MM-dd HH:mm:ss' in UTC+8 like the API. */
  readonly startAt: number;
  readonly endAt: number;
  readonly accessType: number;
  readonly logoUrl: string;
  readonly coverUrl: string;
  readonly tryFlag: number;
  readonly tryDuration: number;
  readonly optionalLanguages: readonly string[];
  readonly defaultLanguage: string;
  readonly followSystemLanguage: boolean;
  readonly switchClosed: boolean;
  readonly mainVenueNumber: string;
  readonly mainSeminarNumber: string;
  readonly rooms: readonly RoomDefinition[];
  /** What the gates check (password hash, white list, external address and secret…). */
  readonly access: AccessDefinition;
  /** Login identity types offered, in order (default [1, 2]). */
  readonly identityTypes: readonly number[];
  readonly wechatFlag: number;
  /** §3 audienceNicknameChangeFlag (default 1). */
  readonly nicknameChangeFlag: number;
  /** §3 interactAccessFlag: 1 = interactions (chat…) need a login, 0 = anonymous viewers may interact (default 1). */
  readonly interactAccessFlag: number;
  /** Forbidden §3 duplication types (default none). */
  readonly duplicationTypes: readonly number[];
  /** Agreements shown at login, null when none. */
  readonly agreements: AgreementsDTO | null;
  /** The landing page's modules, schedules and covers (decision 0035), null when absent. */
  readonly landing: LandingDefinition | null;
  readonly questionnaires: readonly QuestionnaireDTO[];
  /** §3 Notice config (decision 0036), null when the event has none. */
  readonly notices: NoticeConfigDTO | null;
  /** Tickets and the §3 ticket status (decision 0036). */
  readonly tickets: TicketsDefinition;
  /** §3 watch decorate of the event, before room overrides (decision 0034). */
  readonly watchDecorate: WatchDecorateDefinition;
  /** Printed by the start command beside the event's URL (e.g. "livehall"); never shown to viewers. */
  readonly demoHint: string;
}

function time(reader: DefinitionReader, key: string): number {
  const epoch = parseServerTime(reader.string(key));
  if (epoch === null) throw new DefinitionError(reader.fieldPath(key), "must be a time 'yyyy-MM-dd HH:mm:ss' (UTC+8)");
  return epoch;
}

function parseStream(reader: DefinitionReader, roomId: string, index: number): StreamDefinition {
  return {
    streamId: reader.string("streamId", { pattern: ID, hint: ID_HINT }),
    screenId: reader.optionalString("screenId", `${roomId}-screen-${index + 1}`, { pattern: ID, hint: ID_HINT }),
    mainScreenFlag: reader.optionalInteger("mainScreenFlag", [0, 1], index === 0 ? 1 : 0),
    pushStatus: reader.integer("pushStatus", LIVE_STATUSES),
    media: reader.string("media", { pattern: ID, hint: `the name of a folder under apps/server/media (${ID_HINT})` }),
    protocol: protocol(reader),
  };
}

function protocol(reader: DefinitionReader): "hls" | "flv" {
  const value = reader.optionalString("protocol", "hls");
  if (value !== "hls" && value !== "flv") throw new DefinitionError(reader.fieldPath("protocol"), "must be hls or flv");
  return value;
}

function parseRoom(reader: DefinitionReader, eventId: string, decorate: WatchDecorateDefinition): RoomDefinition {
  const roomNumber = reader.string("roomNumber", { pattern: ID, hint: ID_HINT });
  const roomId = reader.optionalString("roomId", `${eventId}-room-${roomNumber}`, { pattern: ID, hint: ID_HINT });
  const namesReader = reader.object("names");
  const names: Record<string, string> = {};
  for (const language of namesReader.keys()) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new DefinitionError(namesReader.fieldPath(language), `is not a language (${LANGUAGES.join(", ")})`);
    }
    names[language] = namesReader.string(language);
  }
  if (!names["zh-Hans"]) throw new DefinitionError(namesReader.fieldPath("zh-Hans"), "is required (the fallback language)");
  const streams = reader.objects("streams", { optional: true }).map((stream, index) => parseStream(stream, roomId, index));
  return {
    roomId,
    roomNumber,
    roomMode: reader.integer("roomMode", ROOM_MODES),
    liveScene: reader.optionalInteger("liveScene", [1, 2, 3, 4], 2),
    liveMode: reader.optionalInteger("liveMode", [3, 4, 6, 7], 6),
    liveDelay: reader.optionalInteger("liveDelay", [1, 2], 1),
    layoutFlag: reader.optionalInteger("layoutFlag", [1, 2, 3, 4], 3),
    names,
    streams,
    callToActions: parseCallToActions(reader, roomNumber),
    marketingApps: parseMarketingApps(reader),
    toolbarButtons: parseToolbarButtons(reader),
    player: parseRoomPlayer(reader, roomId),
    breakoutOf: reader.optionalString("breakoutOf", "", { pattern: ID, hint: ID_HINT }),
    watchDecorate: parseRoomWatchDecorate(reader, decorate) ?? decorate,
    toolItems: parseToolItems(reader),
  };
}

/** `toolbarButtons`: §2 button names in display order, each once; absent: no toolbar. */
function parseToolbarButtons(reader: DefinitionReader): readonly ToolbarButton[] {
  if (!reader.has("toolbarButtons")) return [];
  const names = reader.strings("toolbarButtons", Object.values(TOOLBAR_BUTTON));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new DefinitionError(reader.fieldPath("toolbarButtons"), `${twice} appears twice`);
  return names.filter(isToolbarButton);
}

function requireRoom(reader: DefinitionReader, key: string, rooms: readonly RoomDefinition[]): string {
  const number = reader.string(key, { pattern: ID, hint: ID_HINT });
  if (!rooms.some((room) => room.roomNumber === number)) {
    throw new DefinitionError(reader.fieldPath(key), `names room ${number}, which is not in rooms`);
  }
  return number;
}

function requireUnique(values: readonly string[], field: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new DefinitionError(field, `${value} appears twice`);
    seen.add(value);
  }
}

/**
 * Validates parsed JSON as an event definition. Throws {@link DefinitionError} naming the first
 * field that is missing or wrong, so a typo in `events/*.json` stops the server with a clear line.
 * `vodIds`: the VOD catalogue's media ids; when given, every media id a room names must be one.
 */
export function parseEventDefinition(json: unknown, vodIds?: ReadonlySet<string> | null): EventDefinition {
  const root = DefinitionReader.root(json);
  const virtualEventNumber = root.string("virtualEventNumber", { pattern: ID, hint: ID_HINT });
  const virtualEventId = root.optionalString("virtualEventId", `event-${virtualEventNumber}`, { pattern: ID, hint: ID_HINT });
  const startAt = time(root, "startTime");
  const endAt = time(root, "endTime");
  if (endAt <= startAt) throw new DefinitionError("endTime", "must be after startTime");

  const languages = root.object("languages");
  const optionalLanguages = languages.strings("optional", LANGUAGES);
  const defaultLanguage = languages.string("default");
  if (!optionalLanguages.includes(defaultLanguage)) {
    throw new DefinitionError(languages.fieldPath("default"), "must be one of languages.optional");
  }

  const watchDecorate = parseEventWatchDecorate(root);
  const rooms = root.objects("rooms", { nonEmpty: true }).map((room) => parseRoom(room, virtualEventId, watchDecorate));
  requireUnique(
    rooms.map((room) => room.roomNumber),
    "rooms[].roomNumber",
  );
  requireUnique(
    rooms.map((room) => room.roomId),
    "rooms[].roomId",
  );
  requireUnique(
    rooms.flatMap((room) => [...room.streams.map((stream) => stream.streamId), ...(room.player.board ? [room.player.board.streamId] : [])]),
    "rooms[].streams[].streamId",
  );
  if (vodIds) checkMediaIds(rooms, vodIds);
  checkBreakoutRooms(rooms);

  const accessType = root.integer("accessType", ACCESS_TYPES);
  const access = parseAccess(root, accessType);
  const questionnaires = parseQuestionnaires(root);
  const defaultId = access.defaultQuestionnaireId;
  if (defaultId !== "" && !questionnaires.some((questionnaire) => questionnaire.questionnaireId === defaultId)) {
    throw new DefinitionError("access.defaultQuestionnaireId", `names questionnaire ${defaultId}, which is not in questionnaires`);
  }
  const wechatFlag = root.optionalInteger("wechatFlag", [0, 1], 0);
  const identityTypes = root.integers("identityTypes", IDENTITY_TYPES, [1, 2], { nonEmpty: true });
  if (identityTypes.includes(3) && wechatFlag !== 1) {
    throw new DefinitionError("identityTypes", "offers 3 (wechat) but wechatFlag is not 1");
  }

  return {
    virtualEventId,
    virtualEventNumber,
    name: root.string("name"),
    tenantId: root.string("tenantId", { pattern: ID, hint: ID_HINT }),
    startAt,
    endAt,
    accessType,
    logoUrl: root.optionalString("logoUrl", ""),
    coverUrl: root.optionalString("coverUrl", ""),
    tryFlag: root.optionalInteger("tryFlag", [0, 1], 0),
    tryDuration: root.count("tryDuration", 0, 24 * 60),
    optionalLanguages,
    defaultLanguage,
    followSystemLanguage: languages.boolean("followSystemLanguage", true),
    switchClosed: languages.boolean("switchClosed", false),
    mainVenueNumber: requireRoom(root, "mainVenueNumber", rooms),
    mainSeminarNumber: requireRoom(root, "mainSeminarNumber", rooms),
    rooms,
    access,
    identityTypes,
    wechatFlag,
    nicknameChangeFlag: root.optionalInteger("nicknameChangeFlag", [0, 1], 1),
    interactAccessFlag: root.optionalInteger("interactAccessFlag", [0, 1], 1),
    duplicationTypes: root.integers("duplication", DUPLICATION_TYPES, []),
    agreements: parseAgreements(root),
    notices: parseNotices(root, virtualEventId),
    tickets: parseTickets(root),
    landing: parseLanding(root),
    questionnaires,
    watchDecorate,
    demoHint: root.optionalString("demoHint", ""),
  };
}
