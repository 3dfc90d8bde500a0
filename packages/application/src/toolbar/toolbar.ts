import { shownToolbar, TRIGGER_MODE, type ToolbarButton, type TriggerMode } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Notifier } from "../platform/ports";
import type { RoomContext } from "../watch-room/room-context";
import type { ToolbarButtonView, ToolbarService, ToolbarState } from "./services";
import { isToolbarTool, type ToolbarTool } from "./toolbar-tool";
import { ROOM_TOOLBAR_ENTRIES, type ToolbarEntries } from "./toolbar-entries";

export type { ToolbarEntries, ToolbarEntry } from "./toolbar-entries";

const CLOSED: ToolbarState = { buttons: [], open: null, trigger: null };

/**
 * The room's toolbar (§2, issue 13), a room feature started after the tools: shows the buttons the
 * room's configuration lists, in its order, that have a tool in this room; a tool's `attention$`
 * sets its badge, and a new pop-up id opens its panel (PASSIVE); a new announce id (something running
 * when the page opened) badges the button and shows a toast, `toolbar.announce.<BUTTON>`, leaving the
 * panel closed: a panel popped open at load covered the viewer bar. Opening a panel tells the tool it
 * was seen (its badge clears); an open tool's later news does not badge it.
 */
@injectable()
export class Toolbar implements ToolbarService {
  private readonly state = new BehaviorSubject<ToolbarState>(CLOSED);
  readonly state$: Observable<ToolbarState> = this.state.asObservable();
  private tools = new Map<ToolbarButton, ToolbarTool>();
  private subscription = new Subscription();

  constructor(
    @inject(ROOM_TOOLBAR_ENTRIES) private readonly entries: ToolbarEntries,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const registered = new Map<ToolbarButton, object>(this.entries().map((entry) => [entry.button, entry.feature]));
    const buttons = shownToolbar(context.room.toolbarButtons, new Set(registered.keys()));
    this.tools = new Map();
    for (const button of buttons) {
      const feature = registered.get(button);
      if (feature !== undefined && isToolbarTool(feature as ToolbarTool)) this.tools.set(button, feature as ToolbarTool);
    }
    this.state.next({ buttons: buttons.map((button) => ({ button, badge: false })), open: null, trigger: null });
    const subscription = new Subscription();
    for (const [button, tool] of this.tools) {
      let lastPopUp: string | null = null;
      let lastAnnounce: string | null = null;
      subscription.add(
        tool.attention$.subscribe((attention) => {
          const popUp = attention.popUp !== null && attention.popUp !== lastPopUp ? attention.popUp : null;
          lastPopUp = attention.popUp ?? lastPopUp;
          const announce = attention.announce ?? null;
          const announced = announce !== null && announce !== lastAnnounce && this.state.value.open !== button;
          lastAnnounce = announce ?? lastAnnounce;
          if (popUp !== null) this.show(button, TRIGGER_MODE.PASSIVE);
          else this.badge(button, attention.badge && this.state.value.open !== button);
          if (popUp === null && announced) this.notifier.notify({ level: "info", key: `toolbar.announce.${button}` });
        }),
      );
    }
    this.subscription = subscription;
  }

  toggle(button: ToolbarButton): void {
    if (!this.state.value.buttons.some((view) => view.button === button)) return;
    if (this.state.value.open === button) this.close();
    else this.show(button, TRIGGER_MODE.ACTIVE);
  }

  open(button: ToolbarButton): void {
    if (!this.state.value.buttons.some((view) => view.button === button)) return;
    this.show(button, TRIGGER_MODE.ACTIVE);
  }

  close(): void {
    if (this.state.value.open === null) return;
    this.state.next({ ...this.state.value, open: null, trigger: null });
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.subscription = new Subscription();
    this.tools = new Map();
    this.state.next(CLOSED);
  }

  private show(button: ToolbarButton, trigger: TriggerMode): void {
    const buttons = this.state.value.buttons.map((view): ToolbarButtonView => (view.button === button ? { button, badge: false } : view));
    this.state.next({ buttons, open: button, trigger });
    this.tools.get(button)?.seen();
  }

  private badge(button: ToolbarButton, badge: boolean): void {
    const current = this.state.value;
    if (current.buttons.find((view) => view.button === button)?.badge === badge) return;
    this.state.next({ ...current, buttons: current.buttons.map((view) => (view.button === button ? { button, badge } : view)) });
  }
}
