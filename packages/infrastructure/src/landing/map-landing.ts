import {
  LANDING_MODULE_TYPES,
  serverTimeToLocal,
  type LandingModule,
  type LandingPage,
  type LandingThemeStyle,
  type ModuleColours,
  type Schedule,
  type ThemedModule,
} from "@livehall/domain";
import type { LandingModuleDTO, LandingPageDTO, ScheduleDTO, ThemeStyleDTO } from "@livehall/wire";
import { mapLandingAccessInfo, mapLandingShare } from "./map-landing-access";

type Loose = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const mode = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

/** One §3 landing module; null for a module type this client does not know (dropped, decision 0035). */
export function mapLandingModule(dto: LandingModuleDTO | Loose): LandingModule | null {
  const raw = dto as Loose;
  const type = text(raw["moduleType"]);
  if (!(LANDING_MODULE_TYPES as readonly string[]).includes(type)) return null;
  const base = {
    sequence: typeof raw["sequence"] === "number" ? raw["sequence"] : 0,
    theme: raw["theme"] === "dark" ? ("dark" as const) : ("light" as const),
    heading: text(raw["moduleName"]),
  };
  switch (type as LandingModule["type"]) {
    case "logo":
      return { ...base, type: "logo", logoUrl: text(raw["logoUrl"]) };
    case "propaganda":
      return { ...base, type: "propaganda", imageUrl: text(raw["imageUrl"]), text: text(raw["text"]) };
    case "title":
      return { ...base, type: "title", title: text(raw["title"]), subtitle: text(raw["subtitle"]) };
    case "countdown":
      return { ...base, type: "countdown" };
    case "graphic":
      return { ...base, type: "graphic", imageUrl: text(raw["imageUrl"]), text: text(raw["text"]) };
    case "guests":
      return {
        ...base,
        type: "guests",
        guests: list(raw["guests"])
          .filter(isObject)
          .map((g) => ({
            name: text(g["name"]),
            position: text(g["position"]),
            avatarUrl: text(g["avatarUrl"]),
            introduction: text(g["introduction"]),
          })),
      };
    case "media":
      return { ...base, type: "media", mediaId: text(raw["mediaId"]), mediaName: text(raw["mediaName"]), coverUrl: text(raw["coverUrl"]) };
    case "agenda":
      return {
        ...base,
        type: "agenda",
        dates: list(raw["dates"]).filter((d): d is string => typeof d === "string"),
        locations: list(raw["locations"])
          .filter(isObject)
          .map((l) => ({ id: text(l["locationId"]), name: text(l["locationName"]) })),
      };
    case "partner":
      return {
        ...base,
        type: "partner",
        partners: list(raw["partners"])
          .filter(isObject)
          .map((p) => ({ name: text(p["name"]), logoUrl: text(p["logoUrl"]) })),
      };
    case "contact":
      return { ...base, type: "contact", phone: text(raw["phone"]), email: text(raw["email"]), address: text(raw["address"]) };
  }
}

/** §3 Landing and access config → the client's landing page (modules unordered; the UI orders them). */
export function mapLandingPage(dto: LandingPageDTO, eventNumber: string): LandingPage {
  return {
    eventId: text(dto.virtualEventId),
    eventNumber,
    tenantId: text(dto.tenantId),
    name: text(dto.virtualEventName),
    removed: dto.removeFlag === 1,
    propagandaMode: dto.eventPropagandaMode === "pro" ? "pro" : "normal",
    accessType: typeof dto.accessType === "number" ? dto.accessType : 0,
    defaultQuestionnaireId: text(dto.defaultQuestionnaireId),
    trial: dto.tryFlag === 1,
    startTime: serverTimeToLocal(dto.startTime),
    coverUrl: text(dto.coverUrl),
    blurCoverUrl: text(dto.gaussianBlurCoverUrl),
    mainVenue: { roomNumber: text(dto.mainVenueNumber), roomMode: mode(dto.mainVenueRoomMode) },
    mainSeminar: { roomNumber: text(dto.mainSeminarNumber), roomMode: mode(dto.mainSeminarRoomMode) },
    modules: list(dto.modules)
      .filter(isObject)
      .map(mapLandingModule)
      .filter((m): m is LandingModule => m !== null),
    share: mapLandingShare(dto.share),
    accessInfo: mapLandingAccessInfo(dto),
  };
}

export function mapSchedule(dto: ScheduleDTO): Schedule {
  return {
    id: text(dto.scheduleId),
    title: text(dto.title),
    date: text(dto.date),
    startTime: text(dto.startTime),
    endTime: text(dto.endTime),
    locationName: text(dto.locationName),
    speakers: list(dto.speakers).filter((s): s is string => typeof s === "string"),
  };
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const colours = (value: unknown): ModuleColours | null =>
  isObject(value) && COLOUR.test(text(value["backgroundColor"])) && COLOUR.test(text(value["fontColor"]))
    ? { background: text(value["backgroundColor"]), font: text(value["fontColor"]) }
    : null;

/** §3 Themes → per module its light and dark colours; a module with unreadable colours is left out (the page's own apply). */
export function mapThemeStyle(dto: ThemeStyleDTO | Loose): LandingThemeStyle {
  const style: Partial<Record<ThemedModule, Record<"light" | "dark", ModuleColours>>> = {};
  for (const [module, value] of Object.entries(dto as Loose)) {
    if (!isObject(value)) continue;
    const light = colours(value["light"]);
    const dark = colours(value["dark"]);
    if (light && dark) style[module as ThemedModule] = { light, dark };
  }
  return style;
}
