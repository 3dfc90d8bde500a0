import { BehaviorSubject, type Observable } from "rxjs";
import { NO_ATTENTION, type ToolAttention } from "../toolbar/toolbar-tool";

/**
 * A toolbar tool's attention (badge and pop-up) as the lucky draw, quiz and check-in keep it:
 * something the viewer has not seen raises the badge and asks the toolbar to pop the panel up
 * once (by the item's id); `seen()` clears the badge and keeps the last pop-up id (the toolbar
 * opens once per distinct value).
 */
export class ToolAttentionState {
  private readonly subject = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$: Observable<ToolAttention> = this.subject.asObservable();

  /** Something new about `itemId`: a badge, and a pop-up when `popUp` (a start, not an update). */
  raise(itemId: string, popUp: boolean): void {
    const current = this.subject.value;
    const next: ToolAttention = { badge: true, popUp: popUp ? itemId : current.popUp };
    if (next.badge !== current.badge || next.popUp !== current.popUp) this.subject.next(next);
  }

  seen(): void {
    if (this.subject.value.badge) this.subject.next({ ...this.subject.value, badge: false });
  }

  reset(): void {
    if (this.subject.value !== NO_ATTENTION) this.subject.next(NO_ATTENTION);
  }
}
