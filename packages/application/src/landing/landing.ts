import { SCHEDULES_PAGE_SIZE, clampPage, eventPath, joinDecision, withFilter, type LandingPage } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { EnterEventService } from "../enter-event/services";
import { decisionFor } from "../errors/decision-for";
import type { LandingApi } from "./ports";
import type { LandingService, LandingState, ViewerChannelService } from "./services";
import { Lifetime } from "../lifetime";

/** Landing duration dots: one report every 10 s while the page is shown (§9 duration reports). */
export const LANDING_DOT_MS = 10_000;

export const INITIAL_LANDING: LandingState = {
  page: { status: "idle" },
  themeStyle: {},
  faviconUrl: "",
  agenda: { step: "idle", filter: { date: "", locationId: "", page: 1 }, items: [], total: 0 },
  media: { step: "idle", url: null },
  join: { step: "idle", messageKey: null },
};

/**
 * The landing page of an event (§2 landing, §4 join, decision 0035): loads the page with its
 * modules, theme colours and favicon, pages and filters the agenda (3 per page), fetches the media
 * module's address when the viewer plays it, reports the time on the page every 10 s (silently),
 * and joins by the §4 rule — sign-up or the main room's page by its roomMode — through the access
 * gate ({@link EnterEventService}), with the channel and sharer the viewer came through.
 */
@injectable()
export class Landing implements LandingService {
  private readonly state = new BehaviorSubject<LandingState>(INITIAL_LANDING);
  readonly state$: Observable<LandingState> = this.state.asObservable();
  private eventNumber = "";
  private dotTimer: TimerHandle | null = null;
  private dotSince = 0;
  /** The current opening of the page (a Lifetime, as the room context has): aborted by open/close, so an earlier opening's answers are dropped. */
  private opening = new Lifetime();

  constructor(
    @inject(APP_TOKENS.LandingApi) private readonly api: LandingApi,
    @inject(APP_TOKENS.EnterEvent) private readonly enterEvent: EnterEventService,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.ViewerChannel) private readonly channel: ViewerChannelService,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async open(eventNumber: string): Promise<void> {
    this.close();
    this.opening = new Lifetime();
    const opening = this.opening;
    this.eventNumber = eventNumber;
    this.channel.current(eventNumber);
    this.state.next({ ...INITIAL_LANDING, page: { status: "loading" } });
    this.startDots();
    const current = () => !opening.aborted;
    void this.api.getThemeStyle(eventNumber).then(
      (themeStyle) => {
        if (current()) this.update({ themeStyle });
      },
      () => undefined,
    );
    void this.api.getFaviconUrl(eventNumber).then(
      (faviconUrl) => {
        if (current()) this.update({ faviconUrl });
      },
      () => undefined,
    );
    try {
      const page = await this.api.getLandingPage(eventNumber);
      if (!current()) return;
      this.update({ page: { status: "ready", value: page } });
      if (page.modules.some((module) => module.type === "agenda")) await this.loadSchedules(this.state.value.agenda.filter);
    } catch (error: unknown) {
      if (current()) this.update({ page: { status: "error", messageKey: decisionFor(error).messageKey } });
    }
  }

  close(): void {
    this.opening.abort();
    if (this.dotTimer !== null) {
      this.clock.clearTimeout(this.dotTimer);
      this.dotTimer = null;
      this.sendDot();
    }
  }

  filterSchedules(change: { readonly date?: string; readonly locationId?: string }): Promise<void> {
    return this.loadSchedules(withFilter(this.state.value.agenda.filter, change));
  }

  schedulePage(page: number): Promise<void> {
    const { agenda } = this.state.value;
    return this.loadSchedules({ ...agenda.filter, page: clampPage(page, agenda.total) });
  }

  async playMedia(): Promise<void> {
    const page = this.readyPage();
    const media = page?.modules.find((module) => module.type === "media");
    if (!page || media?.type !== "media") return;
    const opening = this.opening;
    this.update({ media: { step: "loading", url: null } });
    try {
      const url = await this.api.getMediaUrl(media.mediaId, page.tenantId);
      if (!opening.aborted) this.update({ media: { step: "ready", url } });
    } catch {
      if (!opening.aborted) this.update({ media: { step: "error", url: null } });
    }
  }

  async join(): Promise<void> {
    const page = this.readyPage();
    const decision = joinDecision({
      initialised: page !== null,
      accessType: page?.accessType ?? 0,
      defaultQuestionnaireId: page?.defaultQuestionnaireId ?? "",
      hasToken: this.tokenStore.get(this.eventNumber) !== null,
      trial: page?.trial ?? false,
      mainVenue: page?.mainVenue ?? { roomNumber: "", roomMode: null },
      mainSeminar: page?.mainSeminar ?? { roomNumber: "", roomMode: null },
    });
    if (decision.kind === "error") {
      this.update({ join: { step: "error", messageKey: decision.messageKey } });
      return;
    }
    this.update({ join: { step: "joining", messageKey: null } });
    const { channelNumber } = this.channel.current(this.eventNumber);
    const channel = channelNumber === undefined ? {} : { channelNumber };
    // Sign-up: the gate sends a viewer without a token to the questionnaire (§4 access flow).
    const from = decision.kind === "room" ? { from: eventPath(this.eventNumber, decision.page, decision.roomNumber, channelNumber) } : {};
    await this.enterEvent.run(this.eventNumber, { ...channel, ...from });
    this.update({ join: { step: "idle", messageKey: null } });
  }

  private async loadSchedules(filter: LandingState["agenda"]["filter"]): Promise<void> {
    const opening = this.opening;
    const agenda = this.state.value.agenda;
    this.update({ agenda: { ...agenda, step: "loading", filter } });
    try {
      const page = await this.api.getSchedules(this.eventNumber, filter, SCHEDULES_PAGE_SIZE);
      if (!opening.aborted) this.update({ agenda: { step: "ready", filter, items: page.items, total: page.total } });
    } catch {
      if (!opening.aborted) this.update({ agenda: { ...this.state.value.agenda, step: "error" } });
    }
  }

  private startDots(): void {
    this.dotSince = this.clock.now();
    const tick = () => {
      this.sendDot();
      this.dotTimer = this.clock.setTimeout(tick, LANDING_DOT_MS);
    };
    this.dotTimer = this.clock.setTimeout(tick, LANDING_DOT_MS);
  }

  /** Reports the whole seconds since the last dot (at most 600, §7 body); silent on failure. */
  private sendDot(): void {
    const now = this.clock.now();
    const seconds = Math.min(600, Math.floor((now - this.dotSince) / 1000));
    if (seconds < 1 || !this.eventNumber) return;
    this.dotSince = now;
    void this.api.postDurationDot(this.eventNumber, seconds);
  }

  private readyPage(): LandingPage | null {
    const { page } = this.state.value;
    return page.status === "ready" ? page.value : null;
  }

  private update(change: Partial<LandingState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
