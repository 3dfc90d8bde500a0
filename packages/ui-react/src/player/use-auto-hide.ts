import { PLAYER_DEFAULTS, controlsHidden, type PlayerState } from "@livehall/domain";
import { useCallback, useEffect, useState } from "react";
import type { PlayerView } from "@livehall/application";

/** The domain's player state of a view status ("loading" counts as buffering: no frame yet). */
function playerStateOf(status: PlayerView["status"]): PlayerState {
  return status === "loading" ? "buffering" : status;
}

/**
 * §4 controls auto-hide: hidden once 3 s pass without viewer activity (pointer, touch, key,
 * focus), never while paused or idle (`controlsHidden`). `poke` records activity.
 */
export function useAutoHide(status: PlayerView["status"]): { readonly hidden: boolean; readonly poke: () => void } {
  const [activity, setActivity] = useState(0);
  const [expired, setExpired] = useState(false);
  const poke = useCallback(() => {
    setExpired(false);
    setActivity((count) => count + 1);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => {
      setExpired(true);
    }, PLAYER_DEFAULTS.controlsAutoHideMs);
    return () => {
      clearTimeout(timer);
    };
  }, [activity]);
  const since = expired ? PLAYER_DEFAULTS.controlsAutoHideMs : 0;
  return { hidden: controlsHidden(playerStateOf(status), since), poke };
}
