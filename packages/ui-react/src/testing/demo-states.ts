import type { EnteredEvent, Loadable, OpenedRoom, ResolvedEvent } from "@livehall/application";
import { demoFixtures } from "@livehall/application/testing";

/** Ready states of the agreed demo event (10001, main hall 20001), for tests and stories. */
export const demoStates = {
  resolvedEvent: (): Loadable<ResolvedEvent> => ({
    status: "ready",
    value: {
      eventNumber: "10001",
      brief: demoFixtures.brief(),
      domain: demoFixtures.domainConfig(),
      languages: demoFixtures.languageConfig(),
    },
  }),
  enteredEvent: (target = "/event/10001/watch/20001", accessType = 0): Loadable<EnteredEvent> => ({
    status: "ready",
    value: { access: { ...demoFixtures.accessConfig(), accessType }, target },
  }),
  openedRoom: (live = true): Loadable<OpenedRoom> => ({
    status: "ready",
    value: live
      ? { room: demoFixtures.room(), stream: demoFixtures.stream(), playUrl: "/media/live/720p.m3u8" }
      : { room: { ...demoFixtures.room(), liveStatus: 1 }, stream: null, playUrl: null },
  }),
};
