export { MarketingTools, MARKETING_TOOLS_TOPICS, MARKETING_SUBMITTED_KEY } from "./marketing-tools";
export { MarketingFormsButton, MarketingDownloadsButton, MarketingCodesButton, MarketingServiceButton } from "./marketing-buttons";
export { HIDDEN, nextModal, type MarketingModal, type ModalEvent } from "./modal-machine";
export { ACTIVE, type MarketingFile, type MarketingToolDetail, type MarketingToolItem, type MarketingTrigger } from "./models";
export type { MarketingApi, MarketingSubmission, MarketingTriggerDot, SubmittedAgreement, UrlOpener } from "./ports";
export {
  INITIAL_MARKETING_TOOLS,
  type MarketingButtonService,
  type CodeStatus,
  type MarketingToolsService,
  type MarketingToolsState,
} from "./services";
