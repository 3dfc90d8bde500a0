import { NOT_SUBSCRIBED, type NoticeChannel, type NoticeConfig, type SubscribeState } from "@livehall/domain";
import type { Observable } from "rxjs";

/** The "remind me" panel's state. */
export interface NoticesState {
  /** hidden: no config, or it shows no entry for this viewer. */
  readonly status: "idle" | "loading" | "ready" | "hidden";
  readonly config: NoticeConfig | null;
  readonly channels: readonly NoticeChannel[];
  readonly subscribed: SubscribeState;
  /** The viewer has a session of this event (subscribing needs one). */
  readonly signedIn: boolean;
  readonly open: boolean;
  /** The channel whose request is under way. */
  readonly busy: NoticeChannel | null;
  /** Channels a code was sent for (the form shows the code step). */
  readonly codeSent: readonly NoticeChannel[];
  /** The last refusal, as a message key, on its channel. */
  readonly error: { readonly channel: NoticeChannel; readonly messageKey: string } | null;
}

export const INITIAL_NOTICES: NoticesState = {
  status: "idle",
  config: null,
  channels: [],
  subscribed: NOT_SUBSCRIBED,
  signedIn: false,
  open: false,
  busy: null,
  codeSent: [],
  error: null,
};

/** What the landing page knows when it loads the notices. */
export interface NoticeTarget {
  readonly eventId: string;
  readonly tenantId: string;
  /** The viewer has a session of the event. */
  readonly signedIn: boolean;
  /** The viewer logged in through WeChat (their open id, else null): WeChat subscriptions need it. */
  readonly wechatOpenId: string | null;
}

/** What Notices offers (APP_TOKENS.Notices): the landing page's "remind me" panel, see the class. */
export interface NoticesService {
  readonly state$: Observable<NoticesState>;
  load(target: NoticeTarget): Promise<void>;
  setOpen(open: boolean): void;
  needsCode(channel: NoticeChannel): boolean;
  requestCode(channel: "sms" | "email", contact: string): Promise<boolean>;
  subscribe(channel: NoticeChannel, contact: string, code?: string): Promise<boolean>;
}
