import type { PortalApi } from "@livehall/application";
import type { Portal, PortalEvent } from "@livehall/domain";
import { PORTAL_PATHS } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapPlateEvents, mapPortal } from "./map-portal";

/** The portal calls of §7 over the app's shared HttpClient; rejects with ApiFailure. */
export class FetchPortalApi implements PortalApi {
  constructor(private readonly http: HttpClient) {}

  async page(portalId: string): Promise<Portal> {
    const data = await this.http.request<unknown>({ method: "GET", path: PORTAL_PATHS.plates, query: { pageDecorationId: portalId } });
    return mapPortal(data, portalId);
  }

  async plateEvents(portalId: string, plateId: string): Promise<readonly PortalEvent[]> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: PORTAL_PATHS.plateInfo,
      query: { pageDecorationId: portalId, pageDecorationPlateId: plateId },
    });
    return mapPlateEvents(data);
  }

  async recordFlow(portalId: string, fingerprint: string): Promise<void> {
    await this.http.request<unknown>({ method: "POST", path: PORTAL_PATHS.flow(portalId), query: { fingerprint } });
  }
}
