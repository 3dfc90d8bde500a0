import { APP_TOKENS, INITIAL_SIGN_IN } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";
import { SignInCard } from "./SignInCard";

/** The SIGN_IN button's panel: the room's SignIn feature as a {@link SignInCard}. */
export default function SignInPanel(_props: ToolPanelProps) {
  const tool = useRoomFeature(APP_TOKENS.SignIn);
  const state = useObservable(tool?.state$ ?? EMPTY, INITIAL_SIGN_IN);
  return (
    <SignInCard
      state={state}
      onCheckIn={() => {
        void tool?.checkIn();
      }}
    />
  );
}
