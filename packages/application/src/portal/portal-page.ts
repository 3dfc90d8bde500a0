import { ApiFailure, orderPlates, type Portal, type PortalEvent } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { Loadable } from "../state";
import { PORTAL_TOKENS } from "./portal-tokens";
import type { BrowserFingerprintSource, PortalApi } from "./ports";
import type { PortalPageService, PortalPageState } from "./services";

/** Body codes of the portal calls (wire PORTAL_CODES; decision 0037). */
const PORTAL_NOT_FOUND = "152001";
const PORTAL_DISABLED = "152002";
export const PORTAL_LOAD_FAILED_KEY = "portal.loadFailed";

const isCode = (error: unknown, code: string): boolean => error instanceof ApiFailure && error.code === code;

/** {@link PortalPageService} over the {@link PortalApi}. */
@injectable()
export class PortalPage implements PortalPageService {
  private readonly state = new BehaviorSubject<PortalPageState>({ status: "idle" });
  readonly state$: Observable<PortalPageState> = this.state.asObservable();
  /** Portals whose flow this app instance (one page load) already posted. */
  private readonly flowed = new Set<string>();
  private current: string | null = null;

  constructor(
    @inject(PORTAL_TOKENS.PortalApi) private readonly api: PortalApi,
    @inject(PORTAL_TOKENS.BrowserFingerprint) private readonly fingerprint: BrowserFingerprintSource,
  ) {}

  async load(portalId: string): Promise<void> {
    this.current = portalId;
    this.state.next({ status: "loading" });
    let portal: Portal;
    try {
      const page = await this.api.page(portalId);
      portal = { ...page, plates: orderPlates(page.plates) };
    } catch (error: unknown) {
      if (this.current !== portalId) return;
      if (isCode(error, PORTAL_NOT_FOUND)) this.state.next({ status: "missing" });
      else if (isCode(error, PORTAL_DISABLED)) this.state.next({ status: "disabled" });
      else this.state.next({ status: "error", messageKey: PORTAL_LOAD_FAILED_KEY });
      return;
    }
    if (this.current !== portalId) return;
    this.postFlowOnce(portalId);
    const lists = portal.plates.filter((plate) => plate.type === "eventList");
    const events: Record<string, Loadable<readonly PortalEvent[]>> = {};
    for (const plate of lists) events[plate.id] = { status: "loading" };
    this.state.next({ status: "ready", portal, events });
    await Promise.all(lists.map((plate) => this.loadPlate(portalId, plate.id)));
  }

  async reloadPlate(plateId: string): Promise<void> {
    const now = this.state.value;
    if (now.status !== "ready") return;
    await this.loadPlate(now.portal.id, plateId);
  }

  private async loadPlate(portalId: string, plateId: string): Promise<void> {
    this.setPlate(portalId, plateId, { status: "loading" });
    try {
      const events = await this.api.plateEvents(portalId, plateId);
      this.setPlate(portalId, plateId, { status: "ready", value: events });
    } catch {
      this.setPlate(portalId, plateId, { status: "error", messageKey: PORTAL_LOAD_FAILED_KEY });
    }
  }

  private setPlate(portalId: string, plateId: string, value: Loadable<readonly PortalEvent[]>): void {
    const now = this.state.value;
    if (now.status !== "ready" || now.portal.id !== portalId) return;
    this.state.next({ ...now, events: { ...now.events, [plateId]: value } });
  }

  /** The view counts once per load; a failed count is not the viewer's concern (silent). */
  private postFlowOnce(portalId: string): void {
    if (this.flowed.has(portalId)) return;
    this.flowed.add(portalId);
    this.api.recordFlow(portalId, this.fingerprint.fingerprint()).catch(() => undefined);
  }
}
