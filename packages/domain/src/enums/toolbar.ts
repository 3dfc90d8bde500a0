/** §2 viewer page toolbar buttons and which interactive tool each one opens. */

/** Toolbar buttons of the viewer page, in the spec's order. */
export const TOOLBAR_BUTTON = {
  BREAKOUT: "BREAKOUT",
  LIKE: "LIKE",
  REWARD: "REWARD",
  LINK: "LINK",
  LUCKY_DRAW: "LUCKY_DRAW",
  COMMENT: "COMMENT",
  GOODS: "GOODS",
  VIE_ANSWER: "VIE_ANSWER",
  ASK_QUESTION: "ASK_QUESTION",
  COLLECT_FORM: "COLLECT_FORM",
  DOWNLOAD_MATERIALS: "DOWNLOAD_MATERIALS",
  CODE_ATTENTION: "CODE_ATTENTION",
  CUSTOMER_SERVICE: "CUSTOMER_SERVICE",
  MARKET_TOOL: "MARKET_TOOL",
  EXAM: "EXAM",
  VOTE: "VOTE",
  SIGN_IN: "SIGN_IN",
  RANKING_LIST: "RANKING_LIST",
  POSTER: "POSTER",
} as const;
export type ToolbarButton = (typeof TOOLBAR_BUTTON)[keyof typeof TOOLBAR_BUTTON];

/** Interactive tools a room can enable (§1, §2). String values are ours. */
export const INTERACTION_TOOL = {
  GIFT: "gift",
  LUCKY_DRAW: "luckyDraw",
  AWARD_QUIZ: "awardQuiz",
  VOTE: "vote",
  GOODS: "goods",
  EXAM: "exam",
  QUIZ: "quiz",
  FORM: "form",
  QR_CODE: "qrCode",
  DOWNLOAD: "download",
  CUSTOMER_SERVICE: "customerService",
  CHECK_IN: "checkIn",
  RED_ENVELOPE: "redEnvelope",
  TOPIC: "topic",
  TEXT_LIVE: "textLive",
  ATMOSPHERE: "atmosphere",
} as const;
export type InteractionTool = (typeof INTERACTION_TOOL)[keyof typeof INTERACTION_TOOL];

/**
 * The toolbar button each tool lights up (§2). Red envelope, topic, text live and atmosphere have
 * no button and are absent.
 */
export const INTERACTION_TOOLBAR_BUTTON: Readonly<Partial<Record<InteractionTool, ToolbarButton>>> = {
  [INTERACTION_TOOL.GIFT]: TOOLBAR_BUTTON.REWARD,
  [INTERACTION_TOOL.LUCKY_DRAW]: TOOLBAR_BUTTON.LUCKY_DRAW,
  [INTERACTION_TOOL.AWARD_QUIZ]: TOOLBAR_BUTTON.VIE_ANSWER,
  [INTERACTION_TOOL.VOTE]: TOOLBAR_BUTTON.VOTE,
  [INTERACTION_TOOL.GOODS]: TOOLBAR_BUTTON.GOODS,
  [INTERACTION_TOOL.EXAM]: TOOLBAR_BUTTON.EXAM,
  [INTERACTION_TOOL.QUIZ]: TOOLBAR_BUTTON.ASK_QUESTION,
  [INTERACTION_TOOL.FORM]: TOOLBAR_BUTTON.COLLECT_FORM,
  [INTERACTION_TOOL.QR_CODE]: TOOLBAR_BUTTON.CODE_ATTENTION,
  [INTERACTION_TOOL.DOWNLOAD]: TOOLBAR_BUTTON.DOWNLOAD_MATERIALS,
  [INTERACTION_TOOL.CUSTOMER_SERVICE]: TOOLBAR_BUTTON.CUSTOMER_SERVICE,
  [INTERACTION_TOOL.CHECK_IN]: TOOLBAR_BUTTON.SIGN_IN,
};

/** The toolbar button for a tool, or null when the tool has none (or is unknown). */
export function toolbarButtonFor(tool: string): ToolbarButton | null {
  return Object.hasOwn(INTERACTION_TOOLBAR_BUTTON, tool) ? (INTERACTION_TOOLBAR_BUTTON[tool as InteractionTool] ?? null) : null;
}
