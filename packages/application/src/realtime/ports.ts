import type { Observable } from "rxjs";

/** One message pushed by the realtime server: a topic id (§7) and its JSON body. */
export interface RealtimeMessage {
  readonly topic: number;
  readonly body: unknown;
}

export type RealtimeStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/**
 * The realtime channel to the goim-compatible websocket (§4 Websocket). Port only in the
 * foundation; the realtime issue brings the adapter and the use-cases that consume it.
 */
export interface RealtimeChannel {
  connect(params: { readonly url: string; readonly roomId: string; readonly token: string }): void;
  readonly messages$: Observable<RealtimeMessage>;
  readonly status$: Observable<RealtimeStatus>;
  close(): void;
}
