import { inject, injectable } from "inversify";
import { BehaviorSubject, of, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Navigator } from "../../platform/ports";
import type { ResolveEventService } from "../../resolve-event/services";
import type { RoomContext } from "../../watch-room/room-context";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import { roomShareLink } from "./share-link";
import type { SharePosterService, SharePosterState } from "./services";

/**
 * The POSTER tool (issue 13), a room feature: what the share poster is drawn from — the event's
 * cover and title (the brief ResolveEvent already holds) and the share link (as LINK copies it).
 * The poster itself (canvas, QR code, PNG) is drawn by the UI in the browser.
 */
@injectable()
export class SharePoster implements SharePosterService {
  private readonly state = new BehaviorSubject<SharePosterState>({ link: "", title: "", coverUrl: "" });
  readonly state$: Observable<SharePosterState> = this.state.asObservable();
  readonly attention$: Observable<ToolAttention> = of(NO_ATTENTION);

  constructor(
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.ResolveEvent) private readonly events: ResolveEventService,
  ) {}

  start(context: RoomContext): void {
    const event = this.events.current(context.eventNumber)?.brief.event;
    this.state.next({ link: roomShareLink(context, this.navigator), title: event?.name ?? "", coverUrl: event?.coverUrl ?? "" });
  }

  seen(): void {
    // Nothing new to tell: the poster has no badge.
  }

  dispose(): void {
    // Holds no timer or subscription.
  }
}
