import type { CrossTabLock } from "@livehall/application";

/** The part of the Web Locks API the lock uses (`navigator.locks`, or a test fake). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * {@link CrossTabLock} over Web Locks (`navigator.locks.request`): the browser grants a named lock
 * to one tab of the origin at a time and releases it when the callback's promise settles, also
 * when the tab closes. Bind it only where {@link webLocksOf} finds the API.
 */
export class WebLocksCrossTabLock implements CrossTabLock {
  constructor(private readonly locks: LockManagerLike) {}

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks.request(name, task);
  }
}

/** This browser's Web Locks manager, or null where there is none (old browsers, insecure contexts). */
export function webLocksOf(scope: unknown): LockManagerLike | null {
  const locks = (scope as { navigator?: { locks?: { request?: unknown } } } | undefined)?.navigator?.locks;
  return locks && typeof locks.request === "function" ? (locks as LockManagerLike) : null;
}
