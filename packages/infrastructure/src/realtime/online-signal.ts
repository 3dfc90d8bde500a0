/**
 * Tells the realtime channel when the network is back, so a viewer who was offline reconnects at
 * once instead of waiting out the reconnect delay (issue 11 item 14).
 */
export interface OnlineSignal {
  /** Calls `listener` each time the browser goes online; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The part of `window` the signal listens on. */
export type OnlineEventTarget = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** {@link OnlineSignal} over the browser's `online` event of `target` (the window). */
export function browserOnlineSignal(target: OnlineEventTarget): OnlineSignal {
  return {
    subscribe: (listener) => {
      const handler = (): void => {
        listener();
      };
      target.addEventListener("online", handler);
      return () => {
        target.removeEventListener("online", handler);
      };
    },
  };
}
