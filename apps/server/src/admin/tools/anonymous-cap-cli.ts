import { ADMIN_PREFIX } from "../admin-paths";
import { toolIdentifier, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** The largest cap the server takes (MAX_ANONYMOUS_CAP). */
const MAX_CAP = 10_000;

/**
 * The event's cap of anonymous answers per client address and tool item (decision 0060):
 * `anonymous-cap show <event>` prints it, `anonymous-cap set <event> <cap>` changes it.
 */
export const ANONYMOUS_CAP_CLI: ToolCli = {
  tool: "anonymous-cap",
  usage: [
    { synopsis: "anonymous-cap show <event>", summary: "print the event's cap of anonymous answers per address and tool item (default 5)" },
    {
      synopsis: "anonymous-cap set <event> <cap>",
      summary: "change it (0 to 10000; an office behind one address needs more, or ask for ID viewers only)",
    },
  ],
  valueOptions: [],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    const arity = action === "set" ? 2 : 1;
    if (action !== "show" && action !== "set") throw new ToolUsageError(`anonymous-cap takes show or set, got ${JSON.stringify(action)}`);
    if (args.positional.length !== arity)
      throw new ToolUsageError(`This anonymous-cap ${action} command takes ${arity} arguments, got ${args.positional.length}`);
    const path = `/api${ADMIN_PREFIX}/events/${toolIdentifier(args.positional[0], "The event number")}/anonymous-cap`;
    if (action === "show") return { method: "GET", path, body: null };
    const text = args.positional[1] ?? "";
    if (!/^\d{1,5}$/.test(text) || Number(text) > MAX_CAP)
      throw new ToolUsageError(`The cap must be a whole number from 0 to ${MAX_CAP}, got ${JSON.stringify(text)}`);
    return { method: "PUT", path, body: { cap: Number(text) } };
  },
};
