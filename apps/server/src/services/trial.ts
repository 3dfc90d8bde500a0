import type { Kysely } from "kysely";
import { BODY_CODES } from "@livehall/wire";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { EventRow } from "./event-store";
import { ANONYMOUS_AUDIENCE, type AudienceRow, type SessionService } from "./session-service";
import type { TokenClaims } from "./token-signer";

/** One duration dot counts at most this many seconds (the client reports every 10 s, §9). */
export const TRIAL_DOT_MAX_SECONDS = 15;

/** True when the viewer watches on trial: an anonymous audience of an event with tryFlag on. */
export const onTrial = (event: EventRow, userType: number): boolean => event.try_flag === 1 && userType === ANONYMOUS_AUDIENCE;

/** The trial's length, seconds (tryDuration minutes × 60, §3). */
export const trialSeconds = (event: EventRow): number => event.try_duration * 60;

/**
 * Counts a duration dot (POST …/rooms/duration-dots) towards an anonymous trial viewer's used
 * trial: the reported seconds, capped by the wall time since the session's previous dot (or its
 * start) and by {@link TRIAL_DOT_MAX_SECONDS}. Two dots racing count once. Answers the seconds
 * added (0 for viewers not on trial).
 */
export async function recordTrialDot(db: Kysely<Database>, event: EventRow, viewer: TokenClaims, seconds: number, now: number): Promise<number> {
  if (!onTrial(event, viewer.ut)) return 0;
  const session = await db.selectFrom("sessions").select(["created_at", "last_dot_at"]).where("id", "=", viewer.sid).executeTakeFirst();
  if (!session) return 0;
  const previous = session.last_dot_at ?? session.created_at;
  const added = Math.max(0, Math.floor(Math.min(seconds, TRIAL_DOT_MAX_SECONDS, (now - previous) / 1000)));
  const moved = await db
    .updateTable("sessions")
    .set({ last_dot_at: now })
    .where("id", "=", viewer.sid)
    .where((eb) => (session.last_dot_at === null ? eb("last_dot_at", "is", null) : eb("last_dot_at", "=", session.last_dot_at)))
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n || added === 0) return 0;
  await db
    .updateTable("audiences")
    .set((eb) => ({ trial_watched_seconds: eb("trial_watched_seconds", "+", added) }))
    .where("id", "=", viewer.uid)
    .execute();
  return added;
}

/** Refuses the play address (body 100107) once an anonymous trial viewer has used the trial up. */
function assertTrialLeft(event: EventRow, audience: AudienceRow | undefined): void {
  if (!audience || !onTrial(event, audience.user_type)) return;
  if (audience.trial_watched_seconds >= trialSeconds(event)) {
    throw new ApiError(200, BODY_CODES.trialEnded, "试看已结束，请登录后继续观看");
  }
}

/**
 * {@link assertTrialLeft} for the viewer of a request: loads the audience only when the viewer's
 * token says it watches on trial.
 */
export async function assertViewerTrialLeft(sessions: Pick<SessionService, "findAudience">, event: EventRow, viewer: TokenClaims): Promise<void> {
  if (!onTrial(event, viewer.ut)) return;
  assertTrialLeft(event, await sessions.findAudience(viewer.uid));
}
