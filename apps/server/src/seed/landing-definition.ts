import type { LandingModuleDTO, LandingThemeDTO, PropagandaModeDTO, ScheduleDTO, ScheduleLocationDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";
import { parseLandingAccess, type LandingAccessDefinition } from "./landing-access-definition";

/**
 * The event file's `landing` block (decision 0035), validated; stored as JSON on the event (0019_landing).
 * Share settings and validate configs (decision 0046) may be missing from rows stored before them.
 */
export interface LandingDefinition extends Partial<LandingAccessDefinition> {
  readonly eventPropagandaMode: PropagandaModeDTO;
  readonly coverUrl: string;
  readonly gaussianBlurCoverUrl: string;
  readonly faviconUrl: string;
  readonly modules: readonly LandingModuleDTO[];
  readonly schedules: readonly ScheduleDTO[];
}

const MODULE_TYPES = ["logo", "propaganda", "title", "countdown", "graphic", "guests", "media", "agenda", "partner", "contact"] as const;
const THEMES: readonly LandingThemeDTO[] = ["light", "dark"];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
/** Site-relative or https pictures only (the CSP allows no more). */
const IMAGE = /^(?:\/[^/\\]|https:\/\/)/;

function oneOf<T extends string>(reader: DefinitionReader, key: string, allowed: readonly T[], fallback?: T): T {
  const value = fallback === undefined ? reader.string(key) : reader.optionalString(key, fallback);
  if (!(allowed as readonly string[]).includes(value))
    throw new DefinitionError(reader.fieldPath(key), `must be one of ${allowed.join(", ")}`);
  return value as T;
}

function image(reader: DefinitionReader, key: string): string {
  const value = reader.optionalString(key, "");
  if (value !== "" && !IMAGE.test(value)) throw new DefinitionError(reader.fieldPath(key), "must be a site path (/…) or an https address");
  return value;
}

function parseSchedule(reader: DefinitionReader): ScheduleDTO {
  return {
    scheduleId: reader.string("scheduleId", { pattern: ID, hint: "letters, digits, '_' or '-'" }),
    title: reader.string("title"),
    date: reader.string("date", { pattern: DATE, hint: "yyyy-MM-dd" }),
    startTime: reader.string("startTime", { pattern: CLOCK, hint: "HH:mm" }),
    endTime: reader.string("endTime", { pattern: CLOCK, hint: "HH:mm" }),
    locationId: reader.string("locationId", { pattern: ID, hint: "letters, digits, '_' or '-'" }),
    locationName: reader.string("locationName"),
    speakers: reader.texts("speakers"),
  };
}

function agendaChoices(schedules: readonly ScheduleDTO[]): { dates: string[]; locations: ScheduleLocationDTO[] } {
  const dates = [...new Set(schedules.map((s) => s.date))].sort();
  const locations = new Map<string, string>();
  for (const s of schedules) if (!locations.has(s.locationId)) locations.set(s.locationId, s.locationName);
  return { dates, locations: [...locations].map(([locationId, locationName]) => ({ locationId, locationName })) };
}

function parseModule(reader: DefinitionReader, schedules: readonly ScheduleDTO[]): LandingModuleDTO {
  const moduleType = oneOf(reader, "moduleType", MODULE_TYPES);
  const base = {
    sequence: reader.count("sequence", 0, 1000),
    theme: oneOf(reader, "theme", THEMES, "light"),
    moduleName: reader.optionalString("moduleName", ""),
  };
  switch (moduleType) {
    case "logo":
      return { ...base, moduleType, logoUrl: image(reader, "logoUrl") };
    case "propaganda":
    case "graphic":
      return { ...base, moduleType, imageUrl: image(reader, "imageUrl"), text: reader.optionalString("text", "") };
    case "title":
      return { ...base, moduleType, title: reader.string("title"), subtitle: reader.optionalString("subtitle", "") };
    case "countdown":
      return { ...base, moduleType };
    case "guests":
      return {
        ...base,
        moduleType,
        guests: reader.objects("guests", { nonEmpty: true }).map((guest) => ({
          name: guest.string("name"),
          position: guest.optionalString("position", ""),
          avatarUrl: image(guest, "avatarUrl"),
          introduction: guest.optionalString("introduction", ""),
        })),
      };
    case "media":
      return {
        ...base,
        moduleType,
        mediaId: reader.string("mediaId", { pattern: ID, hint: "a media id of media/vod/vod.json" }),
        mediaName: reader.optionalString("mediaName", ""),
        coverUrl: image(reader, "coverUrl"),
      };
    case "agenda":
      return { ...base, moduleType, ...agendaChoices(schedules) };
    case "partner":
      return {
        ...base,
        moduleType,
        partners: reader.objects("partners", { nonEmpty: true }).map((p) => ({ name: p.string("name"), logoUrl: image(p, "logoUrl") })),
      };
    case "contact":
      return {
        ...base,
        moduleType,
        phone: reader.optionalString("phone", ""),
        email: reader.optionalString("email", ""),
        address: reader.optionalString("address", ""),
      };
  }
}

/**
 * Reads the optional `landing` object: eventPropagandaMode (normal|pro, default normal), coverUrl,
 * gaussianBlurCoverUrl, faviconUrl, `modules` (each with moduleType, sequence, theme and its own
 * fields; at most one of each type), `schedules` (the agenda's entries), and the share settings and
 * validate configs (`parseLandingAccess`). Null when absent.
 */
export function parseLanding(root: DefinitionReader): LandingDefinition | null {
  if (!root.has("landing")) return null;
  const reader = root.object("landing");
  const schedules = reader.objects("schedules", { optional: true }).map(parseSchedule);
  const ids = new Set<string>();
  for (const [index, s] of schedules.entries()) {
    if (ids.has(s.scheduleId)) throw new DefinitionError(reader.fieldPath(`schedules[${index}].scheduleId`), "appears twice");
    ids.add(s.scheduleId);
  }
  const modules = reader.objects("modules", { optional: true }).map((m) => parseModule(m, schedules));
  const types = modules.map((m) => m.moduleType);
  const twice = types.find((type, index) => types.indexOf(type) !== index);
  if (twice !== undefined) throw new DefinitionError(reader.fieldPath("modules"), `${twice} appears twice`);
  return {
    eventPropagandaMode: oneOf(reader, "eventPropagandaMode", ["normal", "pro"] as const, "normal"),
    coverUrl: image(reader, "coverUrl"),
    gaussianBlurCoverUrl: image(reader, "gaussianBlurCoverUrl"),
    faviconUrl: image(reader, "faviconUrl"),
    modules,
    schedules,
    ...parseLandingAccess(reader),
  };
}
