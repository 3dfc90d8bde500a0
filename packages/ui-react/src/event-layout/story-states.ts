import type { Loadable, OpenedRoom } from "@livehall/application";
import { DEFAULT_WATCH_DECORATE, type WatchDecorate } from "@livehall/domain";
import { demoStates } from "../testing/demo-states";
import type { FakeStates } from "../testing/fake-services";

/** The demo room opened with the organiser's look changed by `decorate` (stories of the event layouts). */
function roomWith(decorate: Partial<WatchDecorate>): Loadable<OpenedRoom> {
  const opened = demoStates.openedRoom();
  if (opened.status !== "ready") return opened;
  return {
    status: "ready",
    value: { ...opened.value, room: { ...opened.value.room, decorate: { ...DEFAULT_WATCH_DECORATE, ...decorate } } },
  };
}

/** The layouts' states: the event known or not, the room's top bar with the event's name, a logo, or off. */
export const layoutStates = {
  eventLoading: { resolveEvent: { status: "loading" } },
  defaults: { resolveEvent: demoStates.resolvedEvent(), openRoom: { status: "loading" } },
  withLogo: { resolveEvent: demoStates.resolvedEvent(), openRoom: roomWith({ topBar: { show: true, logoUrl: "/favicon.svg" } }) },
  noTopBar: { resolveEvent: demoStates.resolvedEvent(), openRoom: roomWith({ topBar: { show: false, logoUrl: "" } }) },
} as const satisfies Record<string, FakeStates>;
