import { filter, map, pairwise, type Observable } from "rxjs";
import type { RealtimeStatus } from "./ports";

/**
 * Each time the realtime connection becomes open again after it was not (its first state is not
 * one): what a feature follows to reload what it may have missed while pushes could not reach it
 * (chat catch-up, call-to-actions, a tool's current item).
 */
export function reopenings(state$: Observable<{ readonly status: RealtimeStatus }>): Observable<void> {
  return state$.pipe(
    map(({ status }) => status),
    pairwise(),
    filter(([previous, status]) => previous !== "open" && status === "open"),
    map(() => undefined),
  );
}
