import { ApiFailure, NOT_SUBSCRIBED, type NoticeConfig, type SubscribeState } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { Notices } from "./notices";
import type { NoticesState, NoticeTarget } from "./services";
import type { NoticeApi, NoticePopupMemory, SubscribeRequest } from "./ports";

const config: NoticeConfig = {
  configId: "c-1",
  sms: true,
  smsCheck: false,
  email: true,
  emailCheck: true,
  wechat: false,
  displaySubscribe: true,
  automaticPopup: true,
  noticeIndex: 1,
};
const target: NoticeTarget = { eventId: "e-1", tenantId: "t-1", signedIn: true, wechatOpenId: null };

class FakeNoticeApi implements NoticeApi {
  readonly codes: { configId: string; channel: string; contact: string }[] = [];
  readonly subscriptions: SubscribeRequest[] = [];
  current: SubscribeState = NOT_SUBSCRIBED;
  refusal: ApiFailure | null = null;
  constructor(private readonly answer: NoticeConfig | null = config) {}
  config() {
    return Promise.resolve(this.answer);
  }
  state() {
    return Promise.resolve(this.current);
  }
  sendCode(configId: string, channel: "sms" | "email", contact: string) {
    if (this.refusal) return Promise.reject(this.refusal);
    this.codes.push({ configId, channel, contact });
    return Promise.resolve();
  }
  subscribe(request: SubscribeRequest) {
    if (this.refusal) return Promise.reject(this.refusal);
    this.subscriptions.push(request);
    this.current = { ...this.current, [request.channel]: true };
    return Promise.resolve(this.current);
  }
}

class MemoryPopup implements NoticePopupMemory {
  readonly opened = new Set<string>();
  openedBefore(configId: string) {
    return this.opened.has(configId);
  }
  markOpened(configId: string) {
    this.opened.add(configId);
  }
}

function started(api = new FakeNoticeApi(), memory = new MemoryPopup()) {
  const notices = new Notices(api, memory);
  const states: NoticesState[] = [];
  notices.state$.subscribe((state) => states.push(state));
  const last = (): NoticesState => states.at(-1) as NoticesState;
  return { notices, api, memory, last };
}

describe("Notices (the landing page's remind-me panel)", () => {
  it("offers the config's channels and pops up once (automaticPopup), never again on the next visit", async () => {
    const memory = new MemoryPopup();
    const first = started(new FakeNoticeApi(), memory);
    await first.notices.load(target);
    expect(first.last()).toMatchObject({ status: "ready", channels: ["sms", "email"], open: true });
    const second = started(new FakeNoticeApi(), memory);
    await second.notices.load(target);
    expect(second.last()).toMatchObject({ status: "ready", open: false });
  });

  it("is hidden without a config and does not pop up for a subscribed viewer", async () => {
    const none = started(new FakeNoticeApi(null));
    await none.notices.load(target);
    expect(none.last().status).toBe("hidden");
    const api = new FakeNoticeApi();
    api.current = { ...NOT_SUBSCRIBED, sms: true, maskedMobile: "138****0000" };
    const subscribed = started(api);
    await subscribed.notices.load(target);
    expect(subscribed.last()).toMatchObject({ open: false, subscribed: { sms: true, maskedMobile: "138****0000" } });
  });

  it("asks a code where the check flag says so, then subscribes with it", async () => {
    const { notices, api, last } = started();
    await notices.load(target);
    expect(notices.needsCode("email")).toBe(true);
    expect(notices.needsCode("sms")).toBe(false);
    expect(await notices.requestCode("email", " dana@example.com ")).toBe(true);
    expect(api.codes).toEqual([{ configId: "c-1", channel: "email", contact: "dana@example.com" }]);
    expect(last().codeSent).toEqual(["email"]);
    expect(await notices.subscribe("email", "dana@example.com", "123456")).toBe(true);
    expect(api.subscriptions).toEqual([{ configId: "c-1", channel: "email", contact: "dana@example.com", code: "123456" }]);
    expect(last()).toMatchObject({ codeSent: [], subscribed: { email: true }, error: null, busy: null });
  });

  it.each([
    [new ApiFailure("body", "100104", 200, ""), "notices.error.codeWrong"],
    [new ApiFailure("http", "100601", 400, ""), "notices.error.contact"],
    [new ApiFailure("http", "100105", 429, ""), "notices.error.tooMany"],
    [new ApiFailure("http", "401", 401, ""), "notices.error.signIn"],
    [new ApiFailure("network", "", 0, ""), "notices.error.failed"],
  ])("shows a refusal %o as %s on its channel", async (failure, messageKey) => {
    const { notices, api, last } = started();
    await notices.load(target);
    api.refusal = failure;
    expect(await notices.subscribe("sms", "13800000000")).toBe(false);
    expect(last().error).toEqual({ channel: "sms", messageKey });
  });
});
