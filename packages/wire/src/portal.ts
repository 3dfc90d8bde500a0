/**
 * The portal (§3 Portal, §7 page-decoration calls; docs/decisions/0037): an organiser's page of
 * plates — banner, text, event list, image, links — that lists several events and links into them.
 */
export const PORTAL_PATHS = {
  /** GET ?pageDecorationId= → {@link PageDecorationDTO}. */
  plates: "/tenants/page-decoration/landing/plates",
  /** GET ?pageDecorationId=&pageDecorationPlateId= → {@link PlateInfoDTO} (the design parameters of one plate). */
  plateInfo: "/tenants/page-decoration/landing/plates/plate-info",
  /** POST ?fingerprint= → {@link PageDecorationFlowDTO}: one view of the portal by one browser. */
  flow: (pageDecorationId: string) => `/no-auth/page-decoration/${encodeURIComponent(pageDecorationId)}/flow`,
} as const;

/** Body codes of the portal calls (ours, decision 0037). */
export const PORTAL_CODES = {
  /** No portal has this id. */
  portalNotFound: "152001",
  /** The portal exists but its statusFlag is 0 (switched off by the organiser). */
  portalDisabled: "152002",
  /** The portal has no plate with this id. */
  plateNotFound: "152003",
} as const;

/** The plate kinds (decision 0037). */
export const PLATE_TYPES = ["banner", "text", "eventList", "image", "links"] as const;
export type PlateTypeDTO = (typeof PLATE_TYPES)[number];

/** Upper bounds the server enforces on ids and fingerprints (schemas' maxLength). */
export const PORTAL_LIMITS = { id: 64, fingerprint: 128 } as const;

export interface PlateLinkDTO {
  name: string;
  url: string;
}

/** One plate, in display order (`sequence` ascending). Fields a kind does not use are "" or []. */
export interface PageDecorationPlateDTO {
  pageDecorationPlateId: string;
  plateType: PlateTypeDTO;
  sequence: number;
  title: string;
  /** banner: subtitle; text: the paragraph(s), plain text with "\n". */
  content: string;
  /** banner background or image plate picture; "" when none. */
  imageUrl: string;
  /** image plate: where a click leads; "" when nowhere. */
  linkUrl: string;
  links: PlateLinkDTO[];
  /** eventList: the event numbers it shows, in order (details from plate-info). */
  virtualEventNumbers: string[];
}

/** GET plates data (§3 Portal). */
export interface PageDecorationDTO {
  pageDecorationId: string;
  pageDecorationName: string;
  tenantId: string;
  /** An id for this page view (random per answer), echoed by nothing yet: kept for §3 parity. */
  pageSession: string;
  /** 1 shown, 0 switched off (a disabled portal answers {@link PORTAL_CODES.portalDisabled}). */
  statusFlag: number;
  pageDecorationPlates: PageDecorationPlateDTO[];
}

/** An event on an event-list plate. */
export interface PlateEventDTO {
  virtualEventNumber: string;
  virtualEventName: string;
  /** Server time, UTC+8, "yyyy-MM-dd HH:mm:ss". */
  startTime: string;
  coverUrl: string;
  /** 0 not started, 1 in progress, 2 ended. */
  virtualEventStatus: number;
}

/** GET plate-info data. */
export interface PlateInfoDTO {
  pageDecorationPlateId: string;
  plateType: PlateTypeDTO;
  /** eventList: its events that exist and are not removed, in the plate's order; other kinds: []. */
  events: PlateEventDTO[];
}

/** POST flow data. */
export interface PageDecorationFlowDTO {
  /** Whether this fingerprint was new to the portal. */
  firstVisit: boolean;
}
