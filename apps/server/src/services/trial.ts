import type { Kysely } from "kysely";
import { BODY_CODES } from "@livehall/wire";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { EventRow } from "./event-store";
import { ANONYMOUS_AUDIENCE, type AudienceRow, type SessionService } from "./session-service";
import type { TokenClaims } from "./token-signer";

/** One duration dot counts at most this many seconds (the client reports every 10 s, §9). */
export const TRIAL_DOT_MAX_SECONDS = 15;

/**
 * True when a token's viewer may watch on trial: an anonymous audience of an event with tryFlag
 * on. The audience row decides ({@link audienceOnTrial}): one that entered the password is not.
 */
export const onTrial = (event: EventRow, userType: number): boolean => event.try_flag === 1 && userType === ANONYMOUS_AUDIENCE;

/** True when the audience watches on trial: anonymous, tryFlag on, and it did not pass the password gate. */
export const audienceOnTrial = (event: EventRow, audience: Pick<AudienceRow, "user_type" | "gate_passed">): boolean =>
  onTrial(event, audience.user_type) && audience.gate_passed !== 1;

/** The trial's length, seconds (tryDuration minutes × 60, §3). */
export const trialSeconds = (event: EventRow): number => event.try_duration * 60;

/**
 * Counts a duration dot (POST …/rooms/duration-dots) towards an anonymous trial viewer's used
 * trial: the reported seconds, capped by the wall time since the session's previous dot (or its
 * start) and by {@link TRIAL_DOT_MAX_SECONDS}. Two dots racing count once. Answers the seconds
 * added (0 for viewers not on trial).
 */
export async function recordTrialDot(
  db: Kysely<Database>,
  event: EventRow,
  viewer: TokenClaims,
  seconds: number,
  now: number,
): Promise<number> {
  if (!onTrial(event, viewer.ut)) return 0;
  const audience = await db.selectFrom("audiences").select(["user_type", "gate_passed"]).where("id", "=", viewer.uid).executeTakeFirst();
  if (!audience || !audienceOnTrial(event, audience)) return 0;
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

/** What the trial check needs of the server context. */
export interface TrialContext {
  readonly db: Kysely<Database>;
  readonly sessions: Pick<SessionService, "findAudience">;
  readonly now: () => number;
}

const trialEnded = (): ApiError => new ApiError(200, BODY_CODES.trialEnded, "试看已结束，请登录后继续观看");

/**
 * Whether the audience's trial is used up: by the server's own clock (wall time since it first
 * handed the audience a play address or media, `trial_started_at`) or by the reported watched
 * seconds, whichever is further. Client reports can only end a trial sooner, never stretch it.
 */
export function trialUsedUp(
  event: EventRow,
  audience: Pick<AudienceRow, "trial_watched_seconds" | "trial_started_at">,
  now: number,
): boolean {
  const started = audience.trial_started_at;
  const elapsedSeconds = started === null ? 0 : (now - started) / 1000;
  return Math.max(audience.trial_watched_seconds, elapsedSeconds) >= trialSeconds(event);
}

/**
 * When the audience's trial ends (epoch ms, the server's clock), or null before its clock started:
 * the further of its start plus the trial length and now plus what the reports leave. Stable once
 * started (the reports cannot outrun the wall clock), so the client counts down to this one moment
 * (the personal brief's `trialEndTime`) and the signed addresses expire at it.
 */
export function trialEndsAt(
  event: EventRow,
  audience: Pick<AudienceRow, "trial_watched_seconds" | "trial_started_at">,
  now: number,
): number | null {
  const started = audience.trial_started_at;
  if (started === null) return null;
  const usedSeconds = Math.max(audience.trial_watched_seconds, (now - started) / 1000);
  return now + (trialSeconds(event) - usedSeconds) * 1000;
}

/**
 * Before the server hands a trial viewer a play address or media (live, board, watch-medias, the
 * previews): refuses with body 100107 once the trial is used up ({@link trialUsedUp}), else starts
 * the server's trial clock on the first issuance. Answers when the trial ends (epoch ms: signed
 * addresses must not outlive it), or null for a viewer not on trial. Loads the audience only when
 * the viewer's token says it may watch on trial; password-gate viewers are never on trial.
 */
export async function assertViewerTrialLeft(ctx: TrialContext, event: EventRow, viewer: TokenClaims): Promise<number | null> {
  if (!onTrial(event, viewer.ut)) return null;
  const audience = await ctx.sessions.findAudience(viewer.uid);
  if (!audience || !audienceOnTrial(event, audience)) return null;
  const now = ctx.now();
  if (trialUsedUp(event, audience, now)) throw trialEnded();
  const started = audience.trial_started_at ?? now;
  if (audience.trial_started_at === null) {
    await ctx.db
      .updateTable("audiences")
      .set({ trial_started_at: now })
      .where("id", "=", audience.id)
      .where("trial_started_at", "is", null)
      .execute();
  }
  return trialEndsAt(event, { ...audience, trial_started_at: started }, now) ?? now;
}
