import type { AnswerInput, MarketingToolType } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { CallToAction } from "../../call-to-action/services";
import type { ToolAttention, ToolbarTool } from "../../toolbar/toolbar-tool";
import type { MarketingModal } from "./modal-machine";
import type { MarketingFile, MarketingToolItem, MarketingTrigger } from "./models";

/** Sending the SMS code of a verified phone question. */
export type CodeStatus = "idle" | "sending" | "sent" | "failed";

export interface MarketingToolsState {
  /** The room's tools in the server's order (§7 list; MARKETING_TOOL pushes replace it). */
  readonly items: readonly MarketingToolItem[];
  /** The §4 modal. */
  readonly modal: MarketingModal;
  readonly code: CodeStatus;
}

/**
 * The room's marketing tools (§2 marketing tool modal, §4, §7, §8 "Marketing"): the list, the
 * modal of the tool opened, its submit, SMS code and downloads. Behind the MARKET_TOOL button; the
 * four type buttons read {@link attentionOf} for their type. Failures of the list, the detail and
 * the tracking are silent; a failed submit only clears `loading`; success says 'submitted successfully'.
 */
export interface MarketingToolsService extends ToolbarTool {
  readonly state$: Observable<MarketingToolsState>;
  /** The badge of the tools of one type (null: all of them). */
  attentionOf(toolType: MarketingToolType | null): Observable<ToolAttention>;
  /** The viewer opened the panel of one type (null: all). */
  seenType(toolType: MarketingToolType | null): void;
  /** Intent: open a tool (ACTIVE on a click). Anonymous viewers are intercepted first (§6). */
  open(appId: string, trigger?: MarketingTrigger): Promise<void>;
  /** Intent: a call-to-action that names a tool was pressed: open it PASSIVE. False when it names none. */
  openFromCallToAction(callToAction: CallToAction): Promise<boolean>;
  /**
   * Intent: send the form (or the download's questions), naming the agreements in `language`
   * (the viewer's). Resolves whether it was stored.
   */
  submit(inputs: Readonly<Record<string, AnswerInput>>, language?: string): Promise<boolean>;
  /** Intent: text the code to the phone typed into the verified question. */
  sendCode(phone: string): Promise<boolean>;
  /** Intent: save a file of the download shown (after its submit). */
  download(file: MarketingFile): Promise<boolean>;
  /** Intent: close the modal. */
  close(): void;
}

/** One of the four type buttons (COLLECT_FORM, DOWNLOAD_MATERIALS, CODE_ATTENTION, CUSTOMER_SERVICE). */
export interface MarketingButtonService extends ToolbarTool {
  /** The tools this button lists. */
  readonly toolType: MarketingToolType;
}

export const INITIAL_MARKETING_TOOLS: MarketingToolsState = { items: [], modal: { phase: "hidden" }, code: "idle" };
