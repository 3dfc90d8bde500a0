import { INITIAL_PLAYER_VIEW, type PlayerView } from "@livehall/application";
import { useMemo } from "react";
import { distinctUntilChanged, map } from "rxjs";
import { useObservable } from "../services/use-observable";
import type { PlayStreamService } from "../services/use-cases";

/**
 * Only the player's status: re-renders when the status changes, not on every state emission
 * (time events come about 4 times a second).
 */
export function usePlayerStatus(player: PlayStreamService): PlayerView["status"] {
  const status$ = useMemo(
    () =>
      player.state$.pipe(
        map((view) => view.status),
        distinctUntilChanged(),
      ),
    [player],
  );
  return useObservable(status$, INITIAL_PLAYER_VIEW.status);
}
