import { lazy } from "react";

/** Over the video: gift effects and the "now explaining" card; loaded after the page's first render. */
export const LazyRoomOverlays = lazy(() => import("./RoomExtras").then((module) => ({ default: module.RoomOverlays })));
/** Under the player: the red envelope and the topic / text-live feed. */
export const LazyRoomStrip = lazy(() => import("./RoomExtras").then((module) => ({ default: module.RoomStrip })));
