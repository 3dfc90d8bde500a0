import { useMemo, useSyncExternalStore } from "react";
import type { Observable } from "rxjs";

interface ObservableStore<T> {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => T;
}

function storeOf<T, I>(source$: Observable<T>, initial: I): ObservableStore<T | I> {
  let value: T | I = initial;
  // Peek the current value of a state-like observable (BehaviorSubject, shareReplay): a synchronous
  // emission arrives inside subscribe(); observables without one keep `initial` until they emit.
  source$
    .subscribe((next) => {
      value = next;
    })
    .unsubscribe();
  return {
    subscribe: (onChange) => {
      const subscription = source$.subscribe((next) => {
        value = next;
        onChange();
      });
      return () => {
        subscription.unsubscribe();
      };
    },
    getSnapshot: () => value,
  };
}

/**
 * The latest value of `source$`, re-rendering on every new value. Meant for the use-cases'
 * `state$` (hot, with a current value); `initial` is shown until an observable without a
 * synchronous value first emits.
 */
export function useObservable<T>(source$: Observable<T>): T | undefined;
export function useObservable<T, I>(source$: Observable<T>, initial: I): T | I;
export function useObservable<T, I>(source$: Observable<T>, initial?: I): T | I | undefined {
  // `initial` only matters before the first value: a new one does not make a new store.
  const store = useMemo(() => storeOf(source$, initial), [source$]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Same as {@link useObservable}: the current value of a state observable. */
export const useValue = useObservable;
