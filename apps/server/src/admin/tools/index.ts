import type { ToolCli } from "../tool-cli";
import { BREAKOUT_CLI } from "./breakout-cli";
import { luckyDrawCli } from "./lucky-draw-cli";
import { quizCli } from "./quiz-cli";
import { signInCli } from "./sign-in-cli";
import { EXAM_CLI } from "./exam-cli";
import { QA_CLI } from "./qa-cli";

/**
 * Every interactive tool's CLI (issue 13), in the order the usage lists them. A tool adds its
 * `<tool>-cli.ts` beside this file and one entry here.
 */
export const TOOL_CLIS: readonly ToolCli[] = [luckyDrawCli, quizCli, signInCli, QA_CLI, EXAM_CLI, BREAKOUT_CLI];
