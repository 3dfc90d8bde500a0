import { describe, expect, it } from "vitest";
import { filter, Subject, type Observable } from "rxjs";
import { ApiFailure, type Agreements, type AnswerInput, type Question } from "@livehall/domain";
import type { LoginApi } from "../../login/ports";
import type { ResolveEventService } from "../../resolve-event/services";
import { demoFixtures } from "../../testing/demo-fixtures";
import type { RoomPush, RoomPushKind, RoomPushOf } from "../../realtime/room-push";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InteractiveAction } from "../../interception/services";
import type { CallToAction } from "../../call-to-action/services";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { RecordingNotifier, settle, testRoomContext } from "../../testing";
import { MarketingTools } from "./marketing-tools";
import { MarketingDownloadsButton, MarketingFormsButton } from "./marketing-buttons";
import type { MarketingApi, MarketingSubmission, MarketingTriggerDot, UrlOpener } from "./ports";
import type { MarketingToolDetail, MarketingToolItem } from "./models";
import type { MarketingModal } from "./modal-machine";
import { INITIAL_MARKETING_TOOLS, type MarketingToolsState } from "./services";

const item = (marketingAppId: string, marketingAppType: number, toolType: MarketingToolItem["toolType"]): MarketingToolItem => ({
  marketingAppId,
  marketingAppType,
  name: marketingAppId,
  toolType,
});
const FORM = item("form", 1, "COLLECT_FORM");
const DOWNLOAD = item("download", 6, "DOWNLOAD_MATERIALS");
const SERVICE = item("service", 8, "CUSTOMER_SERVICE");
const QR_SERVICE = item("qr-service", 8, "CUSTOMER_SERVICE");
const name: Question = {
  questionId: "name",
  heading: "Name",
  questionType: 1,
  required: true,
  order: 1,
  optionLimit: 0,
  verify: false,
  options: [],
};
const phone: Question = {
  questionId: "phone",
  heading: "Mobile",
  questionType: 2,
  required: false,
  order: 2,
  optionLimit: 0,
  verify: true,
  options: [],
};
const detailOf = (tool: MarketingToolItem, more: Partial<MarketingToolDetail> = {}): MarketingToolDetail => ({
  marketingAppId: tool.marketingAppId,
  marketingAppType: tool.marketingAppType,
  toolType: tool.toolType,
  name: tool.name,
  description: "",
  jumpEntries: [],
  questions: [],
  files: [],
  submitFlag: 0,
  ...more,
});
const DETAILS: Record<string, MarketingToolDetail> = {
  form: detailOf(FORM, { questions: [name, phone] }),
  download: detailOf(DOWNLOAD, { files: [{ fileId: "f1", fileName: "a.pdf", fileSize: 10, contentType: "application/pdf" }] }),
  service: detailOf(SERVICE, { jumpEntries: [{ jumpUrlType: 2, jumpUrlDetail: "https://help.example.com" }] }),
  "qr-service": detailOf(QR_SERVICE, { jumpEntries: [{ jumpUrlType: 1, jumpUrlDetail: "weixin://x" }] }),
};
const CTA: CallToAction = {
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "Book",
  buttonText: "Go",
  jumpUrlType: 2,
  jumpUrl: "",
  endsAt: null,
  marketingAppId: "form",
};
const agreement = (languageType: string, isDefault = false) => ({
  version: "2025.1",
  url: `https://a.example/${languageType}`,
  isDefault,
  languageType,
  agreementType: 1,
});
const AGREEMENTS: Agreements = {
  cookieFlag: true,
  privacyPolicyFlag: true,
  userAgreementFlag: false,
  privacyPolicies: [agreement("zh-Hans", true), agreement("en")],
  userAgreements: [agreement("zh-Hans", true)],
  defaultAgreementUrl: "",
};
const failure = () => new ApiFailure("http", "100400", 400, "");

class FakeApi implements MarketingApi {
  items: readonly MarketingToolItem[] = [FORM, DOWNLOAD, SERVICE, QR_SERVICE];
  failList = false;
  failDetail = false;
  failTrigger = false;
  /** Resolves or rejects the submit under way. */
  submitAnswer: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  readonly submits: MarketingSubmission[] = [];
  readonly dots: MarketingTriggerDot[] = [];
  readonly downloads: string[] = [];
  readonly codes: string[] = [];
  list = () => (this.failList ? Promise.reject(failure()) : Promise.resolve(this.items));
  detail = (_e: string, _r: string, appId: string) => {
    const detail = DETAILS[appId];
    return this.failDetail || !detail ? Promise.reject(failure()) : Promise.resolve(detail);
  };
  submit = (_e: string, _r: string, _a: string, submission: MarketingSubmission) => {
    this.submits.push(submission);
    return new Promise<void>((resolve, reject) => (this.submitAnswer = { resolve, reject }));
  };
  sendCode = (_e: string, _r: string, _a: string, phoneNumber: string) => {
    this.codes.push(phoneNumber);
    return Promise.resolve();
  };
  trigger = (_e: string, _r: string, dot: MarketingTriggerDot) => {
    this.dots.push(dot);
    return this.failTrigger ? Promise.reject(failure()) : Promise.resolve();
  };
  download = (_e: string, _r: string, _a: string, fileId: string) => {
    this.downloads.push(fileId);
    return Promise.resolve();
  };
}

function setup({ allowed = true, mobile = false } = {}) {
  const api = new FakeApi();
  const pushes = new Subject<RoomPush>();
  const realtime = {
    pushesOf: <K extends RoomPushKind>(kind: K): Observable<RoomPushOf<K>> =>
      pushes.pipe(filter((push): push is RoomPushOf<K> => push.kind === kind)),
  } as unknown as RealtimeSessionService;
  const guarded: InteractiveAction[] = [];
  const intercept = {
    guard: (_eventNumber: string, action: InteractiveAction) => {
      guarded.push(action);
      return Promise.resolve(allowed);
    },
  };
  const opened: [string, string][] = [];
  const opener: UrlOpener = { mobile, open: (url, target) => opened.push([url, target]) };
  const notifier = new RecordingNotifier();
  const agreementCalls: [string, string | undefined][] = [];
  const loginApi = {
    getAgreements: (tenantId: string, roomId?: string) => {
      agreementCalls.push([tenantId, roomId]);
      return Promise.resolve(AGREEMENTS);
    },
  } as unknown as LoginApi;
  const resolveEvent = { current: () => ({ brief: demoFixtures.brief() }) } as unknown as ResolveEventService;
  const tools = new MarketingTools(api, intercept, notifier, opener, realtime, loginApi, resolveEvent);
  const room = testRoomContext();
  const state = (): MarketingToolsState => {
    let value = INITIAL_MARKETING_TOOLS;
    tools.state$.subscribe((current) => (value = current)).unsubscribe();
    return value;
  };
  return { api, pushes, guarded, opened, notifier, tools, room, state, agreementCalls };
}
/** The modal as the tests read it (the visible phase's fields optional). */
type ModalView = { readonly phase: MarketingModal["phase"] } & Partial<Omit<Extract<MarketingModal, { phase: "visible" }>, "phase">>;
function modalOf(tools: MarketingTools): ModalView {
  let value: MarketingModal = INITIAL_MARKETING_TOOLS.modal;
  tools.state$.subscribe((current) => (value = current.modal)).unsubscribe();
  return value;
}
const answers: Record<string, AnswerInput> = { name: { kind: "text", text: "Ada" } };

describe("MarketingTools (§4 marketing tool modal, §8 marketing)", () => {
  it("lists the room's tools on start; a failed list is silent", async () => {
    const ok = setup();
    await ok.tools.start(ok.room.context);
    expect(ok.state().items.map((tool) => tool.marketingAppId)).toEqual(["form", "download", "service", "qr-service"]);
    const failing = setup();
    failing.api.failList = true;
    await failing.tools.start(failing.room.context);
    expect(failing.state().items).toEqual([]);
    expect(failing.notifier.keys).toEqual([]);
  });

  it("is hidden until the detail loads, then visible; tracks ACTIVE on a click", async () => {
    const { tools, room, api, guarded } = setup();
    await tools.start(room.context);
    const opening = tools.open("form");
    await settle();
    expect(modalOf(tools).phase).toBe("visible");
    await opening;
    expect(guarded).toEqual(["collectForm"]);
    expect(api.dots).toEqual([{ marketingAppId: "form", triggerMode: "ACTIVE", marketingAppPrimaryType: 0 }]);
  });

  it("stays hidden while the detail loads", async () => {
    const { tools, room, api } = setup();
    await tools.start(room.context);
    let release!: (detail: MarketingToolDetail) => void;
    api.detail = () => new Promise((resolve) => (release = resolve));
    const opening = tools.open("form");
    await settle();
    expect(modalOf(tools).phase).toBe("loading");
    release(DETAILS["form"] as MarketingToolDetail);
    await opening;
    expect(modalOf(tools).phase).toBe("visible");
  });

  it("intercepts an anonymous viewer before the tool opens: nothing loads, nothing is tracked", async () => {
    const { tools, room, api, guarded } = setup({ allowed: false });
    await tools.start(room.context);
    await tools.open("download");
    expect(guarded).toEqual(["collectForm"]);
    expect(modalOf(tools).phase).toBe("hidden");
    expect(api.dots).toEqual([]);
  });

  it("a failed detail or tracking stays silent", async () => {
    const { tools, room, api, notifier } = setup();
    await tools.start(room.context);
    api.failTrigger = true;
    await tools.open("form");
    expect(modalOf(tools).phase).toBe("visible");
    api.failDetail = true;
    await tools.open("download");
    expect(modalOf(tools).phase).toBe("hidden");
    expect(notifier.keys).toEqual([]);
  });

  it.each([
    [false, "new"],
    [true, "same"],
  ])("customer service with a URL first opens it without a modal (mobile %s → %s window)", async (mobile, target) => {
    const { tools, room, opened } = setup({ mobile });
    await tools.start(room.context);
    await tools.open("service");
    expect(opened).toEqual([["https://help.example.com", target]]);
    expect(modalOf(tools).phase).toBe("hidden");
  });

  it("customer service with a QR code first shows the modal and opens nothing", async () => {
    const { tools, room, opened } = setup();
    await tools.start(room.context);
    await tools.open("qr-service");
    expect(opened).toEqual([]);
    expect(modalOf(tools).phase).toBe("visible");
  });

  it("a call-to-action naming a tool opens it PASSIVE; the submit names the call-to-action", async () => {
    const { tools, room, api } = setup();
    await tools.start(room.context);
    expect(await tools.openFromCallToAction({ ...CTA, marketingAppId: undefined } as unknown as CallToAction)).toBe(false);
    expect(await tools.openFromCallToAction(CTA)).toBe(true);
    expect(modalOf(tools).phase).toBe("visible");
    expect(api.dots).toEqual([{ marketingAppId: "form", triggerMode: "PASSIVE", marketingAppPrimaryType: 0, callToActionId: "cta-1" }]);
    const submitting = tools.submit(answers);
    await settle();
    api.submitAnswer?.resolve();
    await submitting;
    expect(api.submits).toEqual([
      {
        code: "",
        triggerMode: "PASSIVE",
        questions: [{ questionId: "name", questionType: 1, answerContent: "Ada" }],
        callToAction: { callToActionId: "cta-1", callToActionSn: "sn-1" },
        privacyPolicy: { version: "2025.1", languageType: "zh-Hans" },
      },
    ]);
  });

  it("sets loading while submitting; success keeps it visible and says 'submitted successfully'", async () => {
    const { tools, room, api, notifier } = setup();
    await tools.start(room.context);
    await tools.open("form");
    const submitting = tools.submit({ ...answers, phone: { kind: "text", text: "13800000000", verifyCode: "123456" } });
    expect(modalOf(tools).loading).toBe(true);
    expect(await tools.submit(answers)).toBe(false);
    await settle();
    api.submitAnswer?.resolve();
    expect(await submitting).toBe(true);
    expect(modalOf(tools)).toMatchObject({ phase: "visible", loading: false, submitted: true });
    expect(notifier.keys).toEqual(["marketing.submitted"]);
    expect(api.submits[0]?.code).toBe("123456");
    expect(api.submits).toHaveLength(1);
  });

  it("names the privacy policy in the viewer's language (its flag on), not the user agreement (flag off)", async () => {
    const { tools, room, api, agreementCalls } = setup();
    await tools.start(room.context);
    await tools.open("form");
    const submitting = tools.submit(answers, "en");
    await settle();
    api.submitAnswer?.resolve();
    await submitting;
    expect(agreementCalls[0]?.[1]).toBe(room.context.roomId);
    expect(api.submits[0]?.privacyPolicy).toEqual({ version: "2025.1", languageType: "en" });
    expect(api.submits[0]?.userAgreement).toBeUndefined();
  });

  it("a failed submit clears loading, with no message", async () => {
    const { tools, room, api, notifier } = setup();
    await tools.start(room.context);
    await tools.open("form");
    const submitting = tools.submit(answers);
    await settle();
    api.submitAnswer?.reject(failure());
    expect(await submitting).toBe(false);
    expect(modalOf(tools)).toMatchObject({ phase: "visible", loading: false, submitted: false });
    expect(notifier.keys).toEqual([]);
  });

  it("answers with problems are shown per field and nothing is sent", async () => {
    const { tools, room, api } = setup();
    await tools.start(room.context);
    await tools.open("form");
    expect(await tools.submit({ phone: { kind: "text", text: "13800000000" } })).toBe(false);
    expect(modalOf(tools).errors).toEqual({ name: "marketing.error.required", phone: "marketing.error.code" });
    expect(api.submits).toEqual([]);
  });

  it("submitFlag becomes 1 after a successful download submit; then files download", async () => {
    const { tools, room, api } = setup();
    await tools.start(room.context);
    await tools.open("download");
    const file = DETAILS["download"]?.files[0];
    if (!file) throw new Error("fixture");
    expect(await tools.download(file)).toBe(false);
    const submitting = tools.submit({});
    await settle();
    api.submitAnswer?.resolve();
    await submitting;
    expect(modalOf(tools).detail?.submitFlag).toBe(1);
    expect(await tools.download(file)).toBe(true);
    expect(api.downloads).toEqual(["f1"]);
  });

  it("texts the code to the phone of the verified question", async () => {
    const { tools, room, api } = setup();
    await tools.start(room.context);
    await tools.open("form");
    expect(await tools.sendCode(" 13800000000 ")).toBe(true);
    expect(api.codes).toEqual(["13800000000"]);
  });

  it("a pushed list replaces the tools and badges the new ones by type until seen", async () => {
    const { tools, room, pushes, state } = setup();
    await tools.start(room.context);
    const forms = new MarketingFormsButton(tools);
    const downloads = new MarketingDownloadsButton(tools);
    const seen = (attention: Observable<ToolAttention>) => {
      let badge = false;
      attention.subscribe((value) => (badge = value.badge)).unsubscribe();
      return badge;
    };
    const extra = item("form-2", 0, "COLLECT_FORM");
    pushes.next({ kind: "marketingToolsChanged", items: [FORM, extra] });
    expect(state().items.map((tool) => tool.marketingAppId)).toEqual(["form", "form-2"]);
    expect([seen(tools.attention$), seen(forms.attention$), seen(downloads.attention$)]).toEqual([true, true, false]);
    forms.seen();
    expect([seen(tools.attention$), seen(forms.attention$)]).toEqual([false, false]);
  });

  it("closing the room forgets everything; a tool removed by push closes its modal", async () => {
    const { tools, room, pushes, state } = setup();
    await tools.start(room.context);
    await tools.open("form");
    pushes.next({ kind: "marketingToolsChanged", items: [DOWNLOAD] });
    expect(modalOf(tools).phase).toBe("hidden");
    tools.dispose();
    expect(state().items).toEqual([]);
    pushes.next({ kind: "marketingToolsChanged", items: [FORM] });
    expect(state().items).toEqual([]);
  });
});
