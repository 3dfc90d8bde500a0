import type { LandingAccessInfo, LandingShare } from "./landing-access";

/** Landing themes (§9): light or dark, chosen per module by the organiser. */
export type LandingTheme = "light" | "dark";

/** §3 eventPropagandaMode: normal = a simple cover page, pro = the module page. */
export type PropagandaMode = "normal" | "pro";

/** The landing modules of §2, in no particular order. */
export const LANDING_MODULE_TYPES = [
  "logo",
  "propaganda",
  "title",
  "countdown",
  "graphic",
  "guests",
  "media",
  "agenda",
  "partner",
  "contact",
] as const;
export type LandingModuleType = (typeof LANDING_MODULE_TYPES)[number];

interface ModuleBase {
  readonly sequence: number;
  readonly theme: LandingTheme;
  /** The organiser's heading; "" = the catalogue's. */
  readonly heading: string;
}

export interface Guest {
  readonly name: string;
  readonly position: string;
  readonly avatarUrl: string;
  readonly introduction: string;
}

export interface Partner {
  readonly name: string;
  readonly logoUrl: string;
}

export interface ScheduleLocation {
  readonly id: string;
  readonly name: string;
}

/** One landing module with its own content. */
export type LandingModule =
  | (ModuleBase & { readonly type: "logo"; readonly logoUrl: string })
  | (ModuleBase & { readonly type: "propaganda"; readonly imageUrl: string; readonly text: string })
  | (ModuleBase & { readonly type: "title"; readonly title: string; readonly subtitle: string })
  | (ModuleBase & { readonly type: "countdown" })
  | (ModuleBase & { readonly type: "graphic"; readonly imageUrl: string; readonly text: string })
  | (ModuleBase & { readonly type: "guests"; readonly guests: readonly Guest[] })
  | (ModuleBase & { readonly type: "media"; readonly mediaId: string; readonly mediaName: string; readonly coverUrl: string })
  | (ModuleBase & { readonly type: "agenda"; readonly dates: readonly string[]; readonly locations: readonly ScheduleLocation[] })
  | (ModuleBase & { readonly type: "partner"; readonly partners: readonly Partner[] })
  | (ModuleBase & { readonly type: "contact"; readonly phone: string; readonly email: string; readonly address: string });

export type LandingModuleOf<T extends LandingModuleType> = Extract<LandingModule, { readonly type: T }>;

/** The landing page of an event (§3 landing and access config, decision 0035). */
export interface LandingPage {
  readonly eventId: string;
  readonly eventNumber: string;
  readonly tenantId: string;
  readonly name: string;
  readonly removed: boolean;
  readonly propagandaMode: PropagandaMode;
  readonly accessType: number;
  readonly defaultQuestionnaireId: string;
  readonly trial: boolean;
  /** Epoch ms; null when the event has none. */
  readonly startTime: number | null;
  readonly coverUrl: string;
  readonly blurCoverUrl: string;
  readonly mainVenue: { readonly roomNumber: string; readonly roomMode: number | null };
  readonly mainSeminar: { readonly roomNumber: string; readonly roomMode: number | null };
  /** In display order (see {@link orderModules}). */
  readonly modules: readonly LandingModule[];
  /** §3 share settings (decision 0046). */
  readonly share: LandingShare;
  /** §3 validate configs and access prompts (decision 0046). */
  readonly accessInfo: LandingAccessInfo;
}

export interface Schedule {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly locationName: string;
  readonly speakers: readonly string[];
}

/** A module's colours in its theme (§3 Themes). */
export interface ModuleColours {
  readonly background: string;
  readonly font: string;
}

export type ThemedModule = "title" | "countdown" | "graphic" | "guests" | "agenda" | "partner" | "contact" | "media";
export type LandingThemeStyle = Readonly<Partial<Record<ThemedModule, Readonly<Record<LandingTheme, ModuleColours>>>>>;
