import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AudienceBans, BAN_TYPE } from "./audience-bans";
import type { EventStore } from "./event-store";
import type { SessionService } from "./session-service";
import { audienceOnTrial, trialUsedUp } from "./trial";

/** Why a viewer may no longer watch, or "ok". */
export type WatchPermit = "ok" | "unknown" | "banned" | "trialEnded";

/** What the check reads: the existing stores (see {@link mayStillWatch}). */
export interface WatchPermitDeps {
  readonly db: Kysely<Database>;
  readonly events: Pick<EventStore, "findById">;
  readonly sessions: Pick<SessionService, "findAudience">;
  /** Wall clock, epoch ms: the server's own trial clock runs on it. */
  readonly now: () => number;
}

/**
 * Whether audience `audienceId` may still watch its event's media, asked again and again while a
 * long answer (a live HTTP-FLV stream) is open: not when the audience or its event is gone, when it
 * is banned online (BAN_TYPE.online) or when it watches on trial and the trial is used up. The one
 * place media delivery asks this, so the trial and ban rules stay in their own services.
 */
export async function mayStillWatch(deps: WatchPermitDeps, audienceId: string): Promise<WatchPermit> {
  const audience = await deps.sessions.findAudience(audienceId);
  if (!audience) return "unknown";
  const event = await deps.events.findById(audience.event_id);
  if (!event) return "unknown";
  if (await new AudienceBans(deps.db).isBanned(event.id, audience.id, BAN_TYPE.online)) return "banned";
  // The trial rule of services/trial.ts: password-gate viewers are never on trial; the server's own clock or the reports end it.
  if (audienceOnTrial(event, audience) && trialUsedUp(event, audience, deps.now())) return "trialEnded";
  return "ok";
}
