import { APP_TOKENS, INITIAL_LUCKY_DRAW } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { useViewer } from "../../watch/use-viewer";
import type { ToolPanelProps } from "../tool-panel-entry";
import { LuckyDrawCard } from "./LuckyDrawCard";

/** The LUCKY_DRAW button's panel: the room's LuckyDraw feature as a {@link LuckyDrawCard}. */
export default function LuckyDrawPanel(_props: ToolPanelProps) {
  const tool = useRoomFeature(APP_TOKENS.LuckyDraw);
  const state = useObservable(tool?.state$ ?? EMPTY, INITIAL_LUCKY_DRAW);
  const { viewer } = useViewer();
  return (
    <LuckyDrawCard
      state={state}
      viewerId={viewer?.viewerId ?? null}
      onClaim={(name, phone) => {
        void tool?.claim(name, phone);
      }}
    />
  );
}
