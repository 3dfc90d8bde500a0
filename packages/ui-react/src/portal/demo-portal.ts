import type { Loadable, PortalPageState } from "@livehall/application";
import type { Portal, PortalEvent, PortalPlate } from "@livehall/domain";

const plate = (over: Partial<PortalPlate> & Pick<PortalPlate, "id" | "type" | "sequence">): PortalPlate => ({
  title: "",
  content: "",
  imageUrl: "",
  linkUrl: "",
  links: [],
  eventNumbers: [],
  ...over,
});

/** A 2×1 picture as a data address (the story needs no network). */
const PICTURE =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="240"><rect width="800" height="240" fill="#3b6fd8"/></svg>',
  );

/** A portal with every plate kind, for stories. */
export const DEMO_PORTAL: Portal = {
  id: "demo",
  name: "Livehall 活动门户",
  tenantId: "t-demo",
  pageSession: "s",
  plates: [
    plate({
      id: "banner",
      type: "banner",
      sequence: 1,
      title: "Livehall 活动门户",
      content: "直播、研讨会与演示活动 · Live events, seminars and demos",
    }),
    plate({ id: "intro", type: "text", sequence: 2, title: "关于 · About", content: "选择一场活动进入。\nPick an event to join." }),
    plate({ id: "events", type: "eventList", sequence: 3, title: "活动 · Events", eventNumbers: ["10001", "10002", "10003"] }),
    plate({ id: "picture", type: "image", sequence: 4, title: "Livehall", imageUrl: PICTURE, linkUrl: "/event/10001/landing" }),
    plate({
      id: "links",
      type: "links",
      sequence: 5,
      title: "链接 · Links",
      links: [
        { name: "Livehall 演示活动", url: "/event/10001/landing" },
        { name: "Example", url: "https://example.com/" },
      ],
    }),
  ],
};

export const DEMO_PORTAL_EVENTS: readonly PortalEvent[] = [
  { eventNumber: "10001", name: "Livehall 演示活动", startTime: Date.UTC(2025, 0, 1, 1), coverUrl: "", status: 1 },
  { eventNumber: "10002", name: "Livehall 试看活动（密码 + 试看 1 分钟）", startTime: Date.UTC(2099, 0, 1, 1), coverUrl: "", status: 0 },
  { eventNumber: "10003", name: "Livehall 报名活动（报名表）", startTime: null, coverUrl: "", status: 2 },
];

/** The portal ready, its event list in the given state. */
export const readyPortal = (
  events: Readonly<Record<string, Loadable<readonly PortalEvent[]>>>,
  portal: Portal = DEMO_PORTAL,
): PortalPageState => ({
  status: "ready",
  portal,
  events,
});
