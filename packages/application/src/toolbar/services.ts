import type { ToolbarButton, TriggerMode } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** One button of the room's toolbar. */
export interface ToolbarButtonView {
  readonly button: ToolbarButton;
  /** Its tool has something the viewer has not seen. */
  readonly badge: boolean;
}

/** The room's toolbar: its buttons in order, and the tool whose panel is open. */
export interface ToolbarState {
  readonly buttons: readonly ToolbarButtonView[];
  readonly open: ToolbarButton | null;
  /** ACTIVE: the viewer pressed the button; PASSIVE: the tool opened itself (a vote started, a call-to-action). Null when closed. */
  readonly trigger: TriggerMode | null;
}

/** The toolbar of the open room (issue 13; a room feature). */
export interface ToolbarService extends RoomFeature {
  readonly state$: Observable<ToolbarState>;
  /** Intent: the viewer pressed `button`: its panel opens (the same button again closes it), its badge clears. */
  toggle(button: ToolbarButton): void;
  /**
   * Intent: the viewer chose `button` where it cannot read as a switch (the "more" menu): its panel
   * opens, or stays open when it already is (ACTIVE either way, its badge clears). Never closes it.
   */
  open(button: ToolbarButton): void;
  /** Intent: the open panel closes. */
  close(): void;
}
