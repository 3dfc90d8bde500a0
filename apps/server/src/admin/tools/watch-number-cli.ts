import { toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/**
 * The room's viewer count shown or hidden (the watch number flag, decision 0053):
 * `watch-number off <event> <room>` hides it from every viewer of the room, `on` shows it again.
 */
export const WATCH_NUMBER_CLI: ToolCli = {
  tool: "watch-number",
  usage: [
    { synopsis: "watch-number on|off <event> <room>", summary: "show or hide the room's viewer count; viewers get WATCH_NUMBER_FLAG" },
  ],
  valueOptions: [],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    if (action !== "on" && action !== "off") throw new ToolUsageError(`watch-number takes on or off, got ${JSON.stringify(action)}`);
    const { path } = toolRoom(args, `watch-number ${action}`, 2);
    return { method: "POST", path: `${path}/watch-number`, body: { watchNumberFlag: action === "on" ? 1 : 0 } };
  },
};
