import type { ChannelStore } from "@livehall/application";
import type { ViewerChannel } from "@livehall/domain";

const KEY = (eventNumber: string) => `landing:channel:${eventNumber}`;
const token = (value: unknown): string | null => (typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);

/** The viewer's channel and sharer per event in this tab's session storage (unavailable storage: nothing kept). */
export class SessionChannelStore implements ChannelStore {
  constructor(private readonly storage: Pick<Storage, "getItem" | "setItem"> | null) {}

  get(eventNumber: string): ViewerChannel | null {
    try {
      const raw = this.storage?.getItem(KEY(eventNumber));
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      if (typeof value !== "object" || value === null) return null;
      const { channelNumber, sharerId } = value as Record<string, unknown>;
      return { channelNumber: token(channelNumber), sharerId: token(sharerId) };
    } catch {
      return null;
    }
  }

  set(eventNumber: string, channel: ViewerChannel): void {
    try {
      this.storage?.setItem(KEY(eventNumber), JSON.stringify(channel));
    } catch {
      // Storage full or blocked: the channel is read from the address again next time.
    }
  }
}
