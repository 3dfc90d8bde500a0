// The event layouts (decision 0038): the desktop one with its top bar, the mobile one with its drawer menu.
export { EventLayout, type EventLayoutProps } from "./EventLayout";
export { MobileEventLayout, type MobileEventLayoutProps } from "./MobileEventLayout";
export type { EventLayoutPlace } from "./use-event-layout";
