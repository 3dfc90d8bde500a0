/** A portal as stored (0021_portal): one organiser page of plates, seeded from `events/portals/*.json`. */
export interface PortalsTable {
  /** pageDecorationId. */
  id: string;
  /** pageDecorationName. */
  name: string;
  tenant_id: string;
  /** 1 shown, 0 switched off. */
  status_flag: number;
  /** JSON array of {@link PortalPlate}, in display order. */
  plates: string;
  created_at: number;
}

/** Views of one portal by one browser fingerprint (unique per portal and fingerprint). */
export interface PortalFlowsTable {
  portal_id: string;
  fingerprint: string;
  views: number;
  first_at: number;
  last_at: number;
}

export interface PortalTables {
  portals: PortalsTable;
  portal_flows: PortalFlowsTable;
}
