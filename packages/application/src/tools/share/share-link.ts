import { shareLink } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, of, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Navigator, Notifier } from "../../platform/ports";
import type { RoomContext } from "../../watch-room/room-context";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import type { Clipboard } from "./ports";
import type { ShareLinkService, ShareLinkState } from "./services";
import { COPIED_KEY } from "../../platform/copy-text";

/** The link of the room's event as the viewer shares it (LINK and POSTER): `sharerId` is the viewer's id, else the address's. */
export function roomShareLink(context: RoomContext, navigator: Navigator): string {
  return shareLink({
    origin: navigator.origin(),
    eventNumber: context.eventNumber,
    viewerId: context.viewerId,
    pageSearch: navigator.current().search,
  });
}

/**
 * The LINK tool (issue 13), a room feature: the event link with `sharerId` (§3 share settings: the
 * viewer's own id, so invitations count for them; else the sharer the page was opened with).
 * `copy` writes it to the clipboard and shows the §9 'copied' message; when the browser refuses,
 * the state says "refused" and the panel shows the link selected in a text field.
 */
@injectable()
export class ShareLink implements ShareLinkService {
  private readonly state = new BehaviorSubject<ShareLinkState>({ link: "", copy: "idle" });
  readonly state$: Observable<ShareLinkState> = this.state.asObservable();
  readonly attention$: Observable<ToolAttention> = of(NO_ATTENTION);
  private context: RoomContext | null = null;

  constructor(
    @inject(APP_TOKENS.Clipboard) private readonly clipboard: Clipboard,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  start(context: RoomContext): void {
    this.context = context;
    this.state.next({ link: roomShareLink(context, this.navigator), copy: "idle" });
  }

  seen(): void {
    if (this.state.value.copy !== "copying") this.state.next({ ...this.state.value, copy: "idle" });
  }

  async copy(): Promise<boolean> {
    const context = this.context;
    const { link } = this.state.value;
    if (!context || link === "") return false;
    this.state.next({ link, copy: "copying" });
    let copied: boolean;
    try {
      await this.clipboard.writeText(link);
      copied = true;
    } catch {
      copied = false;
    }
    if (context.signal.aborted || this.context !== context) return false;
    this.state.next({ link, copy: copied ? "copied" : "refused" });
    if (copied) this.notifier.notify({ level: "success", key: COPIED_KEY });
    return copied;
  }

  copiedByHand(): void {
    if (!this.context) return;
    this.state.next({ ...this.state.value, copy: "copied" });
    this.notifier.notify({ level: "success", key: COPIED_KEY });
  }

  dispose(): void {
    this.context = null;
  }
}
