import { checkForm, marketingPrimaryType, toolOpening, WS_TOPIC, type AnswerInput, type MarketingToolType } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Notifier } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { CallToAction } from "../../call-to-action/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { LoginApi } from "../../login/ports";
import type { ResolveEventService } from "../../resolve-event/services";
import { acceptedAgreements } from "../../login/agreement-choice";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { HIDDEN, nextModal, type ModalEvent } from "./modal-machine";
import { ACTIVE, type MarketingFile, type MarketingToolItem, type MarketingTrigger } from "./models";
import type { MarketingApi, UrlOpener } from "./ports";
import { INITIAL_MARKETING_TOOLS, type MarketingToolsService, type MarketingToolsState } from "./services";

/** The topics MarketingTools listens to: the room's marketing tool list. */
export const MARKETING_TOOLS_TOPICS: readonly number[] = [WS_TOPIC.MARKETING_TOOL];

/** The §8 catalogue's 'submitted successfully'. */
export const MARKETING_SUBMITTED_KEY = "marketing.submitted";

const sameAttention = (a: ToolAttention, b: ToolAttention): boolean => a.badge === b.badge && a.popUp === b.popUp;

/**
 * The room's marketing tools, a room feature and the MARKET_TOOL toolbar tool (decision 0031).
 * `start` loads the list (silent on failure) and follows MARKETING_TOOL pushes, which replace it;
 * a tool that arrives by push lights the badge of its type until the viewer opens that panel.
 * `open` runs the §6 interception (an anonymous viewer is stopped before a form, download or
 * contact tool), tracks the opening through buried-dots (silent), loads the detail (silent) and
 * drives the §4 modal ({@link nextModal}); a customer-service tool whose first jump entry is an
 * http(s) URL opens that address instead (this window on mobile, a new one on desktop).
 */
@injectable()
export class MarketingTools implements MarketingToolsService {
  private readonly state = new BehaviorSubject<MarketingToolsState>(INITIAL_MARKETING_TOOLS);
  readonly state$: Observable<MarketingToolsState> = this.state.asObservable();
  /** Ids of tools the viewer has not seen, by type. */
  private readonly unseen = new BehaviorSubject<ReadonlyMap<string, MarketingToolType>>(new Map());
  readonly attention$: Observable<ToolAttention> = this.attentionOf(null);
  private context: RoomContext | null = null;
  private subscription: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.MarketingApi) private readonly api: MarketingApi,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(APP_TOKENS.UrlOpener) private readonly opener: UrlOpener,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.LoginApi) private readonly loginApi: LoginApi,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEventService,
  ) {}

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    this.context = context;
    this.subscription = this.realtime.pushesOf("marketingToolsChanged").subscribe(({ items }) => {
      this.replaceItems(items, true);
    });
    try {
      const items = await this.api.list(context.eventId, context.roomId);
      if (this.context === context && !context.signal.aborted) this.replaceItems(items, false);
    } catch {
      // §8: list failures are silent.
    }
  }

  dispose(): void {
    this.context = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.unseen.next(new Map());
    this.state.next(INITIAL_MARKETING_TOOLS);
  }

  attentionOf(toolType: MarketingToolType | null): Observable<ToolAttention> {
    return this.unseen.pipe(
      map((unseen) => ({ badge: [...unseen.values()].some((type) => toolType === null || type === toolType), popUp: null })),
      distinctUntilChanged(sameAttention),
    );
  }

  seen(): void {
    this.seenType(null);
  }

  seenType(toolType: MarketingToolType | null): void {
    const left = new Map([...this.unseen.value].filter(([, type]) => toolType !== null && type !== toolType));
    if (left.size !== this.unseen.value.size) this.unseen.next(left);
  }

  async open(appId: string, trigger: MarketingTrigger = ACTIVE): Promise<void> {
    const context = this.context;
    if (!context) return;
    const item = this.state.value.items.find((tool) => tool.marketingAppId === appId);
    if (!(await this.intercept.guard(context.eventNumber, "collectForm").catch(() => false))) return;
    if (this.context !== context || context.signal.aborted) return;
    this.apply({ type: "open", appId, trigger });
    if (item)
      void this.api
        .trigger(context.eventId, context.roomId, {
          marketingAppId: appId,
          triggerMode: trigger.mode,
          marketingAppPrimaryType: marketingPrimaryType(item.marketingAppType),
          ...(trigger.mode === "PASSIVE" ? { callToActionId: trigger.callToActionId } : {}),
        })
        .catch(() => undefined);
    let detail;
    try {
      detail = await this.api.detail(context.eventId, context.roomId, appId);
    } catch {
      if (this.context === context) this.apply({ type: "detailFailed", appId });
      return;
    }
    if (!this.isCurrent(context)) return;
    const modal = this.state.value.modal;
    if (modal.phase !== "loading" || modal.appId !== appId) return;
    const opening = toolOpening(detail.marketingAppType, detail.jumpEntries, this.opener.mobile);
    this.apply({ type: "detailLoaded", detail, opensUrl: opening.kind === "url" });
    if (opening.kind === "url") this.opener.open(opening.url, opening.target);
  }

  async openFromCallToAction(callToAction: CallToAction): Promise<boolean> {
    const appId = callToAction.marketingAppId;
    if (appId === undefined || appId === "") return false;
    await this.open(appId, { mode: "PASSIVE", callToActionId: callToAction.callToActionId, callToActionSn: callToAction.callToActionSn });
    return true;
  }

  async submit(inputs: Readonly<Record<string, AnswerInput>>, language?: string): Promise<boolean> {
    const context = this.context;
    const modal = this.state.value.modal;
    if (!context || modal.phase !== "visible" || modal.loading) return false;
    const checked = checkForm(modal.detail.questions, inputs);
    if (!checked.ok) {
      this.apply({ type: "invalid", errors: checked.errors });
      return false;
    }
    this.apply({ type: "submitStarted" });
    const { trigger } = modal;
    try {
      const agreements = await this.agreements(context, language);
      await this.api.submit(context.eventId, context.roomId, modal.appId, {
        ...agreements,
        code: checked.submission.code,
        triggerMode: trigger.mode,
        questions: checked.submission.questions,
        ...(trigger.mode === "PASSIVE"
          ? { callToAction: { callToActionId: trigger.callToActionId, callToActionSn: trigger.callToActionSn } }
          : {}),
      });
    } catch {
      // §8: a failed submit clears loading, with no message.
      if (this.context === context) this.apply({ type: "submitFailed" });
      return false;
    }
    if (this.context !== context) return false;
    this.apply({ type: "submitSucceeded" });
    this.notifier.notify({ level: "success", key: MARKETING_SUBMITTED_KEY });
    return true;
  }

  async sendCode(phone: string): Promise<boolean> {
    const context = this.context;
    const modal = this.state.value.modal;
    if (!context || modal.phase !== "visible" || this.state.value.code === "sending") return false;
    this.patch({ code: "sending" });
    try {
      await this.api.sendCode(context.eventId, context.roomId, modal.appId, phone.trim());
    } catch {
      if (this.context === context) this.patch({ code: "failed" });
      return false;
    }
    if (this.context === context) this.patch({ code: "sent" });
    return true;
  }

  async download(file: MarketingFile): Promise<boolean> {
    const context = this.context;
    const modal = this.state.value.modal;
    if (!context || modal.phase !== "visible" || modal.detail.submitFlag !== 1) return false;
    try {
      await this.api.download(context.eventId, context.roomId, modal.appId, file.fileId, file.fileName);
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.apply({ type: "close" });
  }

  /**
   * The agreements the submit names (§7, sent as §5 says for code login: only those whose flag is
   * on, in the viewer's language): the event's tenant's agreements for this room; none when they
   * cannot be had (the submit goes on without them).
   */
  private async agreements(context: RoomContext, language: string | undefined): Promise<ReturnType<typeof acceptedAgreements>> {
    const tenantId = this.resolveEvent.current(context.eventNumber)?.brief.event.tenantId;
    if (tenantId === undefined || tenantId === "") return {};
    try {
      return acceptedAgreements(await this.loginApi.getAgreements(tenantId, context.roomId), language);
    } catch {
      return {};
    }
  }

  /** Whether `context` is still the open room's (an answer for a room closed since is dropped). */
  private isCurrent(context: RoomContext): boolean {
    return this.context === context && !context.signal.aborted;
  }

  private apply(event: ModalEvent): void {
    const modal = nextModal(this.state.value.modal, event);
    const code = event.type === "open" || event.type === "close" ? "idle" : this.state.value.code;
    if (modal !== this.state.value.modal || code !== this.state.value.code) this.patch({ modal, code });
  }

  private patch(change: Partial<MarketingToolsState>): void {
    this.state.next({ ...this.state.value, ...change });
  }

  /** Replaces the list; tools new to a pushed list light their type's badge. */
  private replaceItems(items: readonly MarketingToolItem[], pushed: boolean): void {
    const before = new Set(this.state.value.items.map((item) => item.marketingAppId));
    const ids = new Set(items.map((item) => item.marketingAppId));
    const unseen = new Map([...this.unseen.value].filter(([id]) => ids.has(id)));
    if (pushed) for (const item of items) if (!before.has(item.marketingAppId)) unseen.set(item.marketingAppId, item.toolType);
    this.unseen.next(unseen);
    const modal = this.state.value.modal;
    const gone = modal.phase !== "hidden" && !ids.has(modal.appId);
    this.patch({ items, ...(gone ? { modal: HIDDEN } : {}) });
  }
}
