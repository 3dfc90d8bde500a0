/**
 * The portal (§2 `/portal/{portalId}`, §3 Portal; decision 0037): an organiser's page of plates
 * in order — banner, text, event list, image, links — that lists several events and links into them.
 */
export type PlateType = "banner" | "text" | "eventList" | "image" | "links";

export interface PortalLink {
  readonly name: string;
  /** A site path (`/…`) or an https address; the mapping leaves out any other. */
  readonly url: string;
}

export interface PortalPlate {
  readonly id: string;
  readonly type: PlateType;
  readonly sequence: number;
  readonly title: string;
  /** banner: subtitle; text: plain text, paragraphs split by "\n". */
  readonly content: string;
  /** banner background or image plate picture; "" when none. */
  readonly imageUrl: string;
  /** image plate: where a click leads; "" when nowhere. */
  readonly linkUrl: string;
  readonly links: readonly PortalLink[];
  /** eventList: the event numbers it shows, in order. */
  readonly eventNumbers: readonly string[];
}

export interface Portal {
  readonly id: string;
  /** pageDecorationName: the page's title (§2 title rule for the portal). */
  readonly name: string;
  readonly tenantId: string;
  readonly pageSession: string;
  /** In display order. */
  readonly plates: readonly PortalPlate[];
}

/** An event on an event-list plate. */
export interface PortalEvent {
  readonly eventNumber: string;
  readonly name: string;
  /** Epoch ms; null when the server sent none. */
  readonly startTime: number | null;
  readonly coverUrl: string;
  /** 0 not started, 1 in progress, 2 ended. */
  readonly status: 0 | 1 | 2;
}

/** Plates in display order: by `sequence`, the server's order among equals. */
export function orderPlates(plates: readonly PortalPlate[]): PortalPlate[] {
  return plates
    .map((plate, index) => ({ plate, index }))
    .sort((a, b) => a.plate.sequence - b.plate.sequence || a.index - b.index)
    .map(({ plate }) => plate);
}

/** Where an event card leads: the event's landing page, under `/mobile` on the mobile site (§2). */
export function portalEventPath(eventNumber: string, mobile: boolean): string {
  return `${mobile ? "/mobile" : ""}/event/${encodeURIComponent(eventNumber)}/landing`;
}

/** A plate's link or picture address when it is a site path or https, else null (never javascript:, data: or //host). */
export function safePortalUrl(url: string): string | null {
  return /^(\/(?!\/)|https:\/\/)\S*$/.test(url) ? url : null;
}
