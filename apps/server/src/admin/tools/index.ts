import type { ToolCli } from "../tool-cli";
import { ATMOSPHERE_CLI } from "./atmosphere-cli";
import { FEED_CLI } from "./feed-cli";
import { GIFT_CLI } from "./gift-cli";
import { GOODS_CLI } from "./goods-cli";
import { RED_ENVELOPE_CLI } from "./red-envelope-cli";
import { VOTE_CLI } from "./vote-cli";
import { ANONYMOUS_CAP_CLI } from "./anonymous-cap-cli";
import { MARKETING_CLI } from "./marketing-cli";
import { BREAKOUT_CLI } from "./breakout-cli";
import { luckyDrawCli } from "./lucky-draw-cli";
import { quizCli } from "./quiz-cli";
import { signInCli } from "./sign-in-cli";
import { EXAM_CLI } from "./exam-cli";
import { QA_CLI } from "./qa-cli";
import { INTERACT_ACCESS_CLI } from "./interact-access-cli";
import { WATCH_NUMBER_CLI } from "./watch-number-cli";
import { ticketCli } from "./ticket-cli";
import { noticeCli } from "./notice-cli";
import { INGEST_CLI } from "./ingest-cli";

/**
 * Every interactive tool's CLI, in the order the usage lists them. A tool adds its
 * `<tool>-cli.ts` beside this file and one entry here.
 */
export const TOOL_CLIS: readonly ToolCli[] = [
  luckyDrawCli,
  quizCli,
  signInCli,
  QA_CLI,
  EXAM_CLI,
  GIFT_CLI,
  GOODS_CLI,
  RED_ENVELOPE_CLI,
  FEED_CLI,
  ATMOSPHERE_CLI,
  VOTE_CLI,
  ANONYMOUS_CAP_CLI,
  MARKETING_CLI,
  BREAKOUT_CLI,
  INTERACT_ACCESS_CLI,
  INGEST_CLI,
  WATCH_NUMBER_CLI,
  ticketCli,
  noticeCli,
];
