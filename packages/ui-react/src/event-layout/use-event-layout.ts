import { APP_TOKENS, type Loadable, type OpenedRoom } from "@livehall/application";
import { DEFAULT_WATCH_DECORATE, eventPath, eventTabs, pathForDevice, type EventTab, type WatchDecorate } from "@livehall/domain";
import { useMemo } from "react";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { useViewer } from "../watch/use-viewer";
import { constant$ } from "../services/constant";

const IDLE: Loadable<OpenedRoom> = { status: "idle" };
const NO_ROOM$ = constant$(IDLE);

/** Where the event layout is: its event (and channel), and the room page it shows, if any. */
export interface EventLayoutPlace {
  readonly eventNumber: string;
  readonly channelNumber?: string;
  /** The watch or meeting page shown, with its room; absent on the landing page. */
  readonly current?: { readonly page: "watch" | "meeting"; readonly roomNumber: string };
}

/** A tab as the layout shows it: its address on this site and whether it is the page shown. */
export interface LayoutTab extends EventTab {
  readonly href: string;
  readonly current: boolean;
}

/** What both event layouts show: the organiser's look, the logo, the event's name and its tabs. */
export interface EventLayoutModel {
  readonly decorate: WatchDecorate;
  /** The top bar's logo (`topBar.logoUrl`, else the event's logo), "" when neither is set. */
  readonly logoUrl: string;
  readonly eventName: string | null;
  readonly tabs: readonly LayoutTab[];
}

/**
 * The event layout's model: the open room's `decorate` (DEFAULT_WATCH_DECORATE before a room is
 * known, e.g. on the landing page or while the room opens) and the event's tabs (from the resolved
 * event), each addressed on the viewer's site (`/mobile` on the mobile one).
 */
export function useEventLayout(place: EventLayoutPlace, mobile: boolean): EventLayoutModel {
  const openRoom = useOptionalService(APP_TOKENS.OpenRoom);
  const room = useObservable(openRoom?.state$ ?? NO_ROOM$, IDLE);
  const { event } = useViewer();
  const decorate = room.status === "ready" ? room.value.room.decorate : DEFAULT_WATCH_DECORATE;
  const { eventNumber, channelNumber, current } = place;
  const tabs = useMemo(
    () =>
      event === null
        ? []
        : eventTabs(event).map((tab) => ({
            ...tab,
            href: pathForDevice(eventPath(eventNumber, tab.page, tab.roomNumber, channelNumber), mobile),
            current: current?.page === tab.page && current.roomNumber === tab.roomNumber,
          })),
    [event, eventNumber, channelNumber, current?.page, current?.roomNumber, mobile],
  );
  return { decorate, logoUrl: decorate.topBar.logoUrl || (event?.logoUrl ?? ""), eventName: event?.name ?? null, tabs };
}
