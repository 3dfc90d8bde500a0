import type { LandingApi, SchedulePage } from "@livehall/application";
import type { LandingPage, LandingThemeStyle, ScheduleFilter } from "@livehall/domain";
import { scheduleQuery } from "@livehall/domain";
import {
  LANDING_PATHS,
  type LandingDurationDotDTO,
  type LandingMediaUrlDTO,
  type LandingPageDTO,
  type SchedulePageDTO,
  type TenantLoginPageConfigDTO,
  type ThemeStyleDTO,
} from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapLandingPage, mapSchedule, mapThemeStyle } from "./map-landing";

/** The landing page's §7 calls over the app's HttpClient (decision 0035); wire names stay here. */
export class FetchLandingApi implements LandingApi {
  constructor(private readonly http: HttpClient) {}

  async getLandingPage(eventNumber: string): Promise<LandingPage> {
    const dto = await this.http.request<LandingPageDTO>({
      method: "GET",
      path: LANDING_PATHS.landingPage,
      query: { virtualEventNumber: eventNumber },
    });
    return mapLandingPage(dto, eventNumber);
  }

  async getSchedules(eventNumber: string, filter: ScheduleFilter, perPage: number): Promise<SchedulePage> {
    const dto = await this.http.request<SchedulePageDTO>({
      method: "GET",
      path: LANDING_PATHS.viewerSchedules,
      query: scheduleQuery(eventNumber, filter, perPage),
    });
    return { items: (Array.isArray(dto.items) ? dto.items : []).map(mapSchedule), total: typeof dto.total === "number" ? dto.total : 0 };
  }

  async getMediaUrl(mediaId: string, tenantId: string): Promise<string> {
    const dto = await this.http.request<LandingMediaUrlDTO>({ method: "GET", path: LANDING_PATHS.mediaUrl, query: { mediaId, tenantId } });
    return typeof dto.mediaUrl === "string" ? dto.mediaUrl : "";
  }

  async getThemeStyle(eventNumber: string): Promise<LandingThemeStyle> {
    const dto = await this.http.request<ThemeStyleDTO>({
      method: "GET",
      path: LANDING_PATHS.themeStyle,
      query: { virtualEventNumber: eventNumber },
    });
    return mapThemeStyle(dto);
  }

  async getFaviconUrl(eventNumber: string): Promise<string> {
    const dto = await this.http.request<TenantLoginPageConfigDTO>({
      method: "GET",
      path: LANDING_PATHS.tenantLoginPageConfig,
      query: { eventNumber },
    });
    return typeof dto.faviconUrl === "string" ? dto.faviconUrl : "";
  }

  async postDurationDot(eventNumber: string, seconds: number): Promise<void> {
    const body: LandingDurationDotDTO = { virtualEventNumber: eventNumber, duration: seconds };
    // §7: silent — a failed report is dropped.
    await this.http.request({ method: "POST", path: LANDING_PATHS.landingDurationDots, body }).catch(() => undefined);
  }
}
