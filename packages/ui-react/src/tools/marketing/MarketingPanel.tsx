import { APP_TOKENS, INITIAL_MARKETING_TOOLS } from "@livehall/application";
import type { MarketingToolType } from "@livehall/domain";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useValue } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";
import { MarketingToolList } from "./MarketingToolList";

/**
 * A toolbar panel of marketing tools (`toolType` null: MARKET_TOOL, every tool): pressing a tool
 * closes the drawer and opens the tool's modal (the interception and the detail are MarketingTools').
 */
export function MarketingPanel({ onClose, toolType }: ToolPanelProps & { readonly toolType: MarketingToolType | null }) {
  const tools = useRoomFeature(APP_TOKENS.MarketingTools);
  const state = useValue(tools?.state$ ?? EMPTY, INITIAL_MARKETING_TOOLS);
  return (
    <MarketingToolList
      items={state.items}
      toolType={toolType}
      onOpen={(item) => {
        onClose();
        void tools?.open(item.marketingAppId);
      }}
    />
  );
}
