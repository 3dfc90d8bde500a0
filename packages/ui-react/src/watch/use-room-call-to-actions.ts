import { APP_TOKENS, INITIAL_CALL_TO_ACTIONS, type CallToActionsState } from "@livehall/application";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

/**
 * The call-to-action tools of the open room: starts CallToActions with watch-init's room id (null
 * until the room is open), stops it when the page goes or the room changes, and returns the tools
 * still running (pushes replace them as a whole).
 */
export function useRoomCallToActions(eventNumber: string, roomId: string | null): CallToActionsState {
  const callToActions = useService(APP_TOKENS.CallToActions);
  const state = useObservable(callToActions.state$, INITIAL_CALL_TO_ACTIONS);
  useEffect(() => {
    if (roomId === null) return;
    void callToActions.start(eventNumber, roomId);
    return () => {
      callToActions.stop();
    };
  }, [callToActions, eventNumber, roomId]);
  return state;
}
