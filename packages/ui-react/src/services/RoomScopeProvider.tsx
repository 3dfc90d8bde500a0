import type { ServiceIdentifier } from "@livehall/application";
import { createContext, useContext, type ReactNode } from "react";

/** What components read of an open room: its features by token (the application's RoomScope has it). */
export interface RoomFeatures {
  find<T>(token: ServiceIdentifier<T>): T | null;
}

const RoomScopeContext = createContext<RoomFeatures | null>(null);

/**
 * Hands the open room's features down to the watch page's components. The watch page provides the
 * room WatchRoom opened (null until it is open); tests and Storybook hand in their own.
 */
export function RoomScopeProvider({ scope, children }: { readonly scope: RoomFeatures | null; readonly children?: ReactNode }) {
  return <RoomScopeContext.Provider value={scope}>{children}</RoomScopeContext.Provider>;
}

/**
 * The open room's feature registered under `token`, typed by the token (`useRoomFeature(APP_TOKENS.Likes)`
 * is a LikesService); null while no room is open or the room has no such feature. The one way a
 * component reaches a room feature: the room scope constructed it, starts it and disposes it.
 */
export function useRoomFeature<T>(token: ServiceIdentifier<T>): T | null {
  return useContext(RoomScopeContext)?.find(token) ?? null;
}
