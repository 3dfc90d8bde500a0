import type { Generated } from "kysely";

/** A room's marketing tool (0014_marketing; decision 0031). `definition` is its JSON (MarketingDefinition). */
export interface MarketingAppsTable {
  id: string;
  event_id: string;
  room_id: string;
  position: number;
  /** §3 marketing app type 0–8. */
  app_type: number;
  name: string;
  definition: string;
  created_at: number;
}

/** A viewer's submission of a marketing tool (0014_marketing). */
export interface MarketingSubmissionsTable {
  id: Generated<number>;
  app_id: string;
  event_id: string;
  room_id: string;
  audience_id: string;
  /** ACTIVE or PASSIVE. */
  trigger_mode: string;
  /** "" unless PASSIVE. */
  call_to_action_id: string;
  call_to_action_sn: string;
  /** The §5 answers as JSON (AnswerDTO[]). */
  answers: string;
  /** JSON of the agreement versions and language types sent. */
  agreements: string;
  created_at: number;
}
