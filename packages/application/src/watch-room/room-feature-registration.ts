import type { ToolbarButton } from "@livehall/domain";
import type { ServiceIdentifier } from "../service-identifier";
import type { RoomFeature } from "./room-context";

/**
 * How a feature joins every watch room: bound (multi-injection, APP_TOKENS.RoomFeature) in the
 * composition root. When a room opens the scope binds `type` under `token` in the room's own child
 * container (so features that inject each other get this room's instances), constructs the
 * features in ascending `order` and starts them in that order; it disposes them in reverse.
 * `topics` are the realtime topics the feature listens to (the connection asks for all of them);
 * `toolbarButton` is the §2 toolbar button the feature stands behind, if it has one (the feature
 * then implements `ToolbarTool`; the button shows only when the room's configuration lists it). `token` is what the page's
 * components name the feature by (`useRoomFeature(token)`).
 */
export interface RoomFeatureRegistration<T = unknown> {
  /** Unique among the registrations; names the feature in logs and tests. */
  readonly id: string;
  readonly token: ServiceIdentifier<T>;
  /** The class constructed in each room (by constructor injection with explicit `@inject`). */
  readonly type: new (...args: never[]) => T & RoomFeature;
  readonly order: number;
  readonly topics?: readonly number[];
  readonly toolbarButton?: ToolbarButton;
}
