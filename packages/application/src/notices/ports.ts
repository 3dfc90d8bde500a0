import type { NoticeChannel, NoticeConfig, SubscribeState } from "@livehall/domain";

/** A subscription as the viewer asks for it; `code` when the config's check flag asks. */
export interface SubscribeRequest {
  readonly configId: string;
  readonly channel: NoticeChannel;
  /** Mobile number, e-mail address or WeChat open id. */
  readonly contact: string;
  readonly code?: string;
}

/**
 * The notice calls (decision 0036). Used by Notices when the landing page shows (config and this
 * viewer's state) and when the viewer asks for a code or subscribes. Rejects with the domain's
 * ApiFailure (100601 bad contact, 100603 code missing, 100104 wrong code, 100106 locked, 100105
 * too many, 401 no session).
 */
export interface NoticeApi {
  /** The event's notice config, null when it has none. Needs no session. */
  config(eventId: string, tenantId: string): Promise<NoticeConfig | null>;
  state(eventId: string, noticeIndex: number): Promise<SubscribeState>;
  sendCode(configId: string, channel: "sms" | "email", contact: string): Promise<void>;
  subscribe(request: SubscribeRequest): Promise<SubscribeState>;
}

/**
 * Remembers that the "remind me" panel opened by itself for a notice config (§3 automaticPopup:
 * once), across visits. Read when the landing page loads, written when the panel pops up.
 */
export interface NoticePopupMemory {
  openedBefore(configId: string): boolean;
  markOpened(configId: string): void;
}
