import { useEffect, useState } from "react";
import type { Observable } from "rxjs";

/** The current value of a state observable (BehaviorSubject), else `initial`. */
function peek<T>(source$: Observable<T>, initial: T): T {
  let value = initial;
  source$
    .subscribe((next) => {
      value = next;
    })
    .unsubscribe();
  return value;
}

/**
 * The latest value of `source$`, rendered at most once per animation frame: a burst of emissions
 * (a chat flood, a reconnect's catch-up) between two frames becomes one render of the last value.
 */
export function useFrameBatched<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(() => peek(source$, initial));
  useEffect(() => {
    let latest: T;
    let frame: number | null = null;
    const subscription = source$.subscribe((next) => {
      latest = next;
      frame ??= requestAnimationFrame(() => {
        frame = null;
        setValue(latest);
      });
    });
    return () => {
      subscription.unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [source$]);
  return value;
}
