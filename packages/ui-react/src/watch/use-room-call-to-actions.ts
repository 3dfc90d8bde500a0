import { APP_TOKENS, INITIAL_CALL_TO_ACTIONS, type CallToActionsState } from "@livehall/application";
import { EMPTY } from "rxjs";
import type { RoomFeatures } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";

/** For the page that holds the room scope (components use useRoomFeature): the open room's call-to-action tools still running (pushes replace them as a whole); none until it is open. */
export function useRoomCallToActions(scope: RoomFeatures | null): CallToActionsState {
  const callToActions = scope?.find(APP_TOKENS.CallToActions) ?? null;
  return useObservable(callToActions?.state$ ?? EMPTY, INITIAL_CALL_TO_ACTIONS);
}
