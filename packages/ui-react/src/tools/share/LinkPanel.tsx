import { APP_TOKENS, type ShareLinkState } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";
import { LinkView } from "./LinkView";

const NONE: ShareLinkState = { link: "", copy: "idle" };

/** The LINK panel in the toolbar's drawer: the room's ShareLink feature. */
export default function LinkPanel(_props: ToolPanelProps) {
  const share = useRoomFeature(APP_TOKENS.ShareLink);
  const state = useObservable(share?.state$ ?? EMPTY, NONE);
  return (
    <LinkView
      state={state}
      onCopy={() => {
        void share?.copy();
      }}
      onCopiedByHand={() => {
        share?.copiedByHand();
      }}
    />
  );
}
