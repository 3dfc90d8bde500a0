import { MARKETING_TOOL_TYPE, type MarketingToolType } from "@livehall/domain";
import { inject, injectable } from "inversify";
import type { Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import type { MarketingButtonService, MarketingToolsService } from "./services";

/**
 * The feature behind one type button: the room's MarketingTools seen through one tool type (its
 * badge, its `seen`); the panel lists that type's tools and opens them through MarketingTools.
 * Nothing of its own to start or end.
 */
function marketingButton(toolType: MarketingToolType): new (tools: MarketingToolsService) => MarketingButtonService {
  @injectable()
  class MarketingButton implements MarketingButtonService {
    readonly toolType = toolType;
    readonly attention$: Observable<ToolAttention>;

    constructor(@inject(APP_TOKENS.MarketingTools) private readonly tools: MarketingToolsService) {
      this.attention$ = tools.attentionOf(toolType);
    }

    start(): void {
      // MarketingTools (started before) holds everything.
    }

    dispose(): void {
      // Nothing of its own.
    }

    seen(): void {
      this.tools.seenType(toolType);
    }
  }
  return MarketingButton;
}

export const MarketingFormsButton = marketingButton(MARKETING_TOOL_TYPE.COLLECT_FORM);
export const MarketingDownloadsButton = marketingButton(MARKETING_TOOL_TYPE.DOWNLOAD_MATERIALS);
export const MarketingCodesButton = marketingButton(MARKETING_TOOL_TYPE.CODE_ATTENTION);
export const MarketingServiceButton = marketingButton(MARKETING_TOOL_TYPE.CUSTOMER_SERVICE);
