import {
  ApiFailure,
  needsCode,
  NOT_SUBSCRIBED,
  offeredChannels,
  opensByItself,
  showsSubscribe,
  type NoticeChannel,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { NoticeApi, NoticePopupMemory } from "./ports";
import { INITIAL_NOTICES, type NoticesService, type NoticesState, type NoticeTarget } from "./services";

/** The message key a refusal of a notice call shows. */
export function noticeErrorKey(error: unknown): string {
  if (!(error instanceof ApiFailure)) return "notices.error.failed";
  if (error.status === 401) return "notices.error.signIn";
  const byCode: Record<string, string> = {
    "100601": "notices.error.contact",
    "100602": "notices.error.channel",
    "100603": "notices.error.codeRequired",
    "100104": "notices.error.codeWrong",
    "100106": "notices.error.locked",
    "100105": "notices.error.tooMany",
  };
  return byCode[error.code] ?? "notices.error.failed";
}

/**
 * The landing page's notice subscriptions (decision 0036). `load` reads the config and, with a
 * session, the viewer's state, and opens the panel once when automaticPopup asks; `requestCode`
 * and `subscribe` go through {@link NoticeApi}. State comes down as {@link state$}.
 */
@injectable()
export class Notices implements NoticesService {
  private readonly state = new BehaviorSubject<NoticesState>(INITIAL_NOTICES);
  readonly state$: Observable<NoticesState> = this.state.asObservable();
  private target: NoticeTarget | null = null;

  constructor(
    @inject(APP_TOKENS.NoticeApi) private readonly api: NoticeApi,
    @inject(APP_TOKENS.NoticePopupMemory) private readonly memory: NoticePopupMemory,
  ) {}

  async load(target: NoticeTarget): Promise<void> {
    this.target = target;
    this.state.next({ ...INITIAL_NOTICES, status: "loading", signedIn: target.signedIn });
    const config = await this.api.config(target.eventId, target.tenantId).catch(() => null);
    const wechat = target.wechatOpenId !== null;
    if (this.target !== target) return;
    if (!config || !showsSubscribe(config, wechat)) {
      this.state.next({ ...INITIAL_NOTICES, status: "hidden", signedIn: target.signedIn });
      return;
    }
    const subscribed = target.signedIn
      ? await this.api.state(target.eventId, config.noticeIndex).catch(() => NOT_SUBSCRIBED)
      : NOT_SUBSCRIBED;
    if (this.target !== target) return;
    const popup = opensByItself(config, wechat, this.memory.openedBefore(config.configId), subscribed);
    if (popup) this.memory.markOpened(config.configId);
    this.state.next({
      ...INITIAL_NOTICES,
      status: "ready",
      config,
      channels: offeredChannels(config, wechat),
      subscribed,
      signedIn: target.signedIn,
      open: popup,
    });
  }

  setOpen(open: boolean): void {
    this.state.next({ ...this.state.value, open, error: null });
  }

  /** Whether `channel` needs a code before subscribing (the config's check flag). */
  needsCode(channel: NoticeChannel): boolean {
    const config = this.state.value.config;
    return config !== null && needsCode(config, channel);
  }

  async requestCode(channel: "sms" | "email", contact: string): Promise<boolean> {
    const config = this.state.value.config;
    if (!config || this.state.value.busy !== null) return false;
    this.state.next({ ...this.state.value, busy: channel, error: null });
    try {
      await this.api.sendCode(config.configId, channel, contact.trim());
      const codeSent = [...this.state.value.codeSent.filter((sent) => sent !== channel), channel];
      this.state.next({ ...this.state.value, busy: null, codeSent });
      return true;
    } catch (error) {
      this.state.next({ ...this.state.value, busy: null, error: { channel, messageKey: noticeErrorKey(error) } });
      return false;
    }
  }

  async subscribe(channel: NoticeChannel, contact: string, code?: string): Promise<boolean> {
    const config = this.state.value.config;
    if (!config || this.state.value.busy !== null) return false;
    this.state.next({ ...this.state.value, busy: channel, error: null });
    try {
      const request = { configId: config.configId, channel, contact: contact.trim(), ...(code === undefined ? {} : { code: code.trim() }) };
      const subscribed = await this.api.subscribe(request);
      this.state.next({
        ...this.state.value,
        busy: null,
        subscribed,
        codeSent: this.state.value.codeSent.filter((sent) => sent !== channel),
      });
      return true;
    } catch (error) {
      this.state.next({ ...this.state.value, busy: null, error: { channel, messageKey: noticeErrorKey(error) } });
      return false;
    }
  }
}
