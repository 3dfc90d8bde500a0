import type { TabPresence } from "@livehall/application";

/** The channel every tab of this site talks on. */
export const TAB_CHANNEL_NAME = "livehall:tabs";

/** What a tab posts when it starts showing an event. */
export interface TabJoinMessage {
  readonly type: "join";
  readonly eventNumber: string;
  readonly tabId: string;
  /** Epoch ms the tab joined. */
  readonly at: number;
}

/** The part of BroadcastChannel the presence uses (the browser's, Node's, or a test fake). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface BroadcastChannelTabPresenceOptions {
  /** Opens a channel by name; `new BroadcastChannel(name)` by default. */
  readonly openChannel?: (name: string) => TabChannel;
  readonly now?: () => number;
  /** This tab's id; a random UUID by default. */
  readonly tabId?: string;
}

function isJoinMessage(data: unknown): data is TabJoinMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Partial<Record<keyof TabJoinMessage, unknown>>;
  return (
    message.type === "join" &&
    typeof message.eventNumber === "string" &&
    typeof message.tabId === "string" &&
    typeof message.at === "number"
  );
}

/**
 * §3 duplication type "tabs" over BroadcastChannel (`livehall:tabs`). When a tab joins event N it
 * posts `{type: "join", eventNumber, tabId, at}`; every other tab already showing N receives it.
 *
 * **The older tab gives way**: a tab that receives the join of a tab that joined after it calls its
 * `onDuplicate` (the viewer moved on to the new tab, which keeps playing). A join older than our
 * own is ignored — that happens only when two tabs open at nearly the same moment and each hears
 * the other; then the older one gives way and the newer one stays, equal times broken by tab id.
 * `onDuplicate` runs at most once per join; the returned function leaves (closes the channel).
 */
export class BroadcastChannelTabPresence implements TabPresence {
  private readonly openChannel: (name: string) => TabChannel;
  private readonly now: () => number;
  private readonly tabId: string;

  constructor(options: BroadcastChannelTabPresenceOptions = {}) {
    this.openChannel = options.openChannel ?? ((name) => new BroadcastChannel(name));
    this.now = options.now ?? Date.now;
    this.tabId = options.tabId ?? globalThis.crypto.randomUUID();
  }

  join(eventNumber: string, onDuplicate: () => void): () => void {
    const channel = this.openChannel(TAB_CHANNEL_NAME);
    const joinedAt = this.now();
    let gaveWay = false;
    const listener = (event: MessageEvent): void => {
      const message: unknown = event.data;
      if (gaveWay || !isJoinMessage(message)) return;
      if (message.eventNumber !== eventNumber || message.tabId === this.tabId) return;
      const weAreOlder = joinedAt < message.at || (joinedAt === message.at && this.tabId < message.tabId);
      if (!weAreOlder) return;
      gaveWay = true;
      onDuplicate();
    };
    channel.addEventListener("message", listener);
    const announcement: TabJoinMessage = { type: "join", eventNumber, tabId: this.tabId, at: joinedAt };
    channel.postMessage(announcement);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      channel.removeEventListener("message", listener);
      channel.close();
    };
  }
}

/** Whether this runtime lets tabs talk (the composition root binds TabPresence only then). */
export function tabsCanTalk(): boolean {
  return typeof globalThis.BroadcastChannel === "function";
}
