import type { ToolCli } from "../tool-cli";
import { BREAKOUT_CLI } from "./breakout-cli";

/**
 * Every interactive tool's CLI (issue 13), in the order the usage lists them. A tool adds its
 * `<tool>-cli.ts` beside this file and one entry here.
 */
export const TOOL_CLIS: readonly ToolCli[] = [BREAKOUT_CLI];
