import { ADMIN_PREFIX } from "../admin-paths";
import { toolIdentifier, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/**
 * The event's interactive access flag, changed live (decision 0042):
 * `interact-access on <event>` (anonymous viewers must log in to interact) and
 * `interact-access off <event>` (they may interact); pushed on 20241 to every room of the event.
 */
export const INTERACT_ACCESS_CLI: ToolCli = {
  tool: "interact-access",
  usage: [
    { synopsis: "interact-access on|off <event>", summary: "on: anonymous viewers must log in to chat, like, vote…; pushed live (20241)" },
  ],
  valueOptions: [],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    if (action !== "on" && action !== "off") throw new ToolUsageError(`interact-access takes on or off, got ${JSON.stringify(action)}`);
    if (args.positional.length !== 1)
      throw new ToolUsageError(`interact-access ${action} takes 1 argument (the event), got ${args.positional.length}`);
    const event = toolIdentifier(args.positional[0], "The event number");
    return {
      method: "POST",
      path: `/api${ADMIN_PREFIX}/events/${event}/interact-access`,
      body: { interactAccessFlag: action === "on" ? 1 : 0 },
    };
  },
};
