import type { LandingAccessFieldsDTO } from "./landing-access";

/**
 * The landing page's §7 calls (§3 "Landing and access config", "Themes", schedules), shapes ours
 * where the spec names only fields (decision 0035). Paths are relative to the API base.
 */
export const LANDING_PATHS = {
  /** GET `?virtualEventNumber=` → {@link LandingPageDTO}. */
  landingPage: "/events/landing-page",
  /** GET `?virtualEventNumber=` → {@link LandingPageDTO} without `modules` (the cover page and join need no more). */
  landingPageSimple: "/events/landing-page-simple",
  /** GET `?virtualEventNumber=&date=&locationId=&page=&perPage=` → {@link SchedulePageDTO}. */
  viewerSchedules: "/events/viewer/schedules",
  /** GET `?mediaId=&tenantId=` → {@link LandingMediaUrlDTO}. */
  mediaUrl: "/medias/url",
  /** GET `?virtualEventNumber=` → {@link ThemeStyleDTO}. */
  themeStyle: "/events/config/theme/style",
  /** GET `?eventNumber=` → {@link TenantLoginPageConfigDTO}. */
  tenantLoginPageConfig: "/tenants/no-auth/tenants/tenant-login-page-config",
  /** POST {@link LandingDurationDotDTO}; the client ignores the answer. */
  landingDurationDots: "/events/landing/duration-dots",
  /** Ours: the demo events' small pictures (SVG). */
  landingImage: (name: string) => `/events/landing/images/${encodeURIComponent(name)}.svg`,
} as const;

/** §3 eventPropagandaMode: normal = a simple cover page, pro = the module page. */
export type PropagandaModeDTO = "normal" | "pro";

/** Landing themes (§9): light or dark, per module. */
export type LandingThemeDTO = "light" | "dark";

interface ModuleBaseDTO {
  /** Display order: ascending; ties keep the file's order. */
  readonly sequence: number;
  readonly theme: LandingThemeDTO;
  /** The module's heading as the organiser wrote it ("" = the client's own). */
  readonly moduleName: string;
}

export interface GuestDTO {
  readonly name: string;
  readonly position: string;
  readonly avatarUrl: string;
  readonly introduction: string;
}

export interface PartnerDTO {
  readonly name: string;
  readonly logoUrl: string;
}

export interface ScheduleLocationDTO {
  readonly locationId: string;
  readonly locationName: string;
}

export type LandingModuleDTO =
  | (ModuleBaseDTO & { readonly moduleType: "logo"; readonly logoUrl: string })
  | (ModuleBaseDTO & { readonly moduleType: "propaganda"; readonly imageUrl: string; readonly text: string })
  | (ModuleBaseDTO & { readonly moduleType: "title"; readonly title: string; readonly subtitle: string })
  | (ModuleBaseDTO & { readonly moduleType: "countdown" })
  | (ModuleBaseDTO & { readonly moduleType: "graphic"; readonly imageUrl: string; readonly text: string })
  | (ModuleBaseDTO & { readonly moduleType: "guests"; readonly guests: readonly GuestDTO[] })
  | (ModuleBaseDTO & { readonly moduleType: "media"; readonly mediaId: string; readonly mediaName: string; readonly coverUrl: string })
  | (ModuleBaseDTO & {
      readonly moduleType: "agenda";
      /** The schedule dates (yyyy-MM-dd), ascending: the date filter's choices. */
      readonly dates: readonly string[];
      readonly locations: readonly ScheduleLocationDTO[];
    })
  | (ModuleBaseDTO & { readonly moduleType: "partner"; readonly partners: readonly PartnerDTO[] })
  | (ModuleBaseDTO & { readonly moduleType: "contact"; readonly phone: string; readonly email: string; readonly address: string });

export type LandingModuleTypeDTO = LandingModuleDTO["moduleType"];

/** §3 Landing and access config (the fields a viewer's page needs; share, validate configs and access prompts in {@link LandingAccessFieldsDTO}) plus the modules. */
export interface LandingPageDTO extends LandingAccessFieldsDTO {
  readonly removeFlag: number;
  readonly eventPropagandaMode: PropagandaModeDTO;
  readonly defaultQuestionnaireId: string;
  readonly accessType: number;
  readonly mainVenueNumber: string;
  readonly mainSeminarNumber: string;
  /** Ours (decision 0035): the §3 roomMode of the main venue, null when none is configured. */
  readonly mainVenueRoomMode: number | null;
  /** Ours (decision 0035): the §3 roomMode of the main seminar, null when none is configured. */
  readonly mainSeminarRoomMode: number | null;
  readonly tenantId: string;
  readonly virtualEventId: string;
  readonly virtualEventName: string;
  readonly virtualEventStatus: number;
  readonly tryFlag: number;
  readonly wechatFlag: number;
  /** 'yyyy-MM-dd HH:mm:ss' (UTC+8). */
  readonly startTime: string;
  readonly endTime: string;
  readonly coverUrl: string;
  readonly gaussianBlurCoverUrl: string;
  /** Absent from landing-page-simple. */
  readonly modules?: readonly LandingModuleDTO[];
}

export interface ScheduleDTO {
  readonly scheduleId: string;
  readonly title: string;
  /** yyyy-MM-dd */
  readonly date: string;
  /** HH:mm */
  readonly startTime: string;
  readonly endTime: string;
  readonly locationId: string;
  readonly locationName: string;
  readonly speakers: readonly string[];
}

export interface SchedulePageDTO {
  readonly items: readonly ScheduleDTO[];
  /** Schedules matching the filter on all pages. */
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export interface LandingMediaUrlDTO {
  readonly mediaId: string;
  readonly mediaName: string;
  readonly mediaUrl: string;
}

export interface ColourStyleDTO {
  readonly backgroundColor: string;
  readonly fontColor: string;
}

/** §3 Themes: per module, the light and the dark colours. */
export type ThemedModuleDTO = "title" | "countdown" | "graphic" | "guests" | "agenda" | "partner" | "contact" | "media";
export type ThemeStyleDTO = Readonly<Record<ThemedModuleDTO, { readonly light: ColourStyleDTO; readonly dark: ColourStyleDTO }>>;

export interface TenantLoginPageConfigDTO {
  readonly faviconUrl: string;
  /** Ours: the login page's look. */
  readonly loginPageTitle: string;
  readonly loginBackgroundUrl: string;
  readonly themeColor: string;
}

export interface LandingDurationDotDTO {
  readonly virtualEventNumber: string;
  /** Seconds on the landing page since the last dot (1–600). */
  readonly duration: number;
}
