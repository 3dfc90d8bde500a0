import type { ToolCli } from "../tool-cli";
import { EXAM_CLI } from "./exam-cli";
import { QA_CLI } from "./qa-cli";

/**
 * Every interactive tool's CLI (issue 13), in the order the usage lists them. A tool adds its
 * `<tool>-cli.ts` beside this file and one entry here.
 */
export const TOOL_CLIS: readonly ToolCli[] = [QA_CLI, EXAM_CLI];
