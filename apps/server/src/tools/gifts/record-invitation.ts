import { roomChannelId, type AuthResultDTO } from "@livehall/wire";
import type { EventRow } from "../../services/event-store";
import type { ServerContext } from "../../server-context";
import { GiftStore } from "./gift-store";
import { rankingPusherOf } from "./ranking-pusher";
import { withGiftTables } from "./tables";

/** A sharer id as links carry it (an audience id): letters, digits, '_' or '-'. */
const SHARER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Records the invitation behind a viewer's access (decision 0030): the `sharerId` the access call
 * carried (from the page address, §3 share settings) invited the viewer the new tokens belong to.
 * Called where the viewer's access is created (access auth, code login). The first sharer counts; a
 * malformed id or self-invitation is ignored, and a failure here never fails the access. A new
 * invitation pushes RANKING (coalesced) to the event's rooms.
 */
export async function recordInvitation(
  ctx: ServerContext,
  event: EventRow,
  sharerId: string | undefined,
  auth: AuthResultDTO,
): Promise<void> {
  if (sharerId === undefined || !SHARER_ID.test(sharerId)) return;
  try {
    const viewer = await ctx.sessions.authenticate(`Bearer ${auth.accessToken}`, event.id);
    const db = withGiftTables(ctx.db);
    if (!(await new GiftStore(db).recordInvitation(event.id, viewer.uid, sharerId, ctx.now()))) return;
    // Every room of the event shows the invitation ranking: each gets its (coalesced) RANKING push.
    const pusher = rankingPusherOf(ctx, () => undefined);
    for (const room of await db.selectFrom("rooms").select("id").where("event_id", "=", event.id).execute())
      pusher.changed(roomChannelId(event.id, room.id), event.id, room.id);
  } catch {
    // The viewer got in; an invitation not counted is no reason to refuse them.
  }
}
