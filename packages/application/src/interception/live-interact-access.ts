import { of, switchMap, take } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { WatchRoomService } from "../watch-room/services";

/**
 * The interactive access flag of the open room of event `eventNumber` as it stands now (§6: "The
 * interactive access flag is updated live"): the room's `LiveRoom` feature holds it, from the
 * brief when the room opened, then from every INTERACTIVE_ACCESS_FLAG push (20241). Null when no
 * room of that event is open (the landing page, a closed room) or it has no live room: the caller
 * then goes by the resolved event. Read at once: the room scope and the live room's state are
 * replayed on subscription.
 */
export function liveInteractAccess(watchRoom: WatchRoomService | null, eventNumber: string): boolean | null {
  let flag: boolean | null = null;
  watchRoom?.scope$
    .pipe(
      take(1),
      switchMap((scope) => (scope?.context.eventNumber === eventNumber ? (scope.find(APP_TOKENS.LiveRoom)?.state$ ?? of(null)) : of(null))),
      take(1),
    )
    .subscribe((state) => {
      flag = state?.interactAccess ?? null;
    })
    .unsubscribe();
  return flag;
}
