import { ADMIN_PREFIX } from "../admin-paths";
import { singleValue, toolIdentifier, ToolUsageError, type ToolArgs, type ToolCli } from "../tool-cli";

/** How long `notice send` waits for the server's answer. */
const NOTICE_SEND_TIMEOUT_MS = 10 * 60_000;

function eventPath(args: ToolArgs, command: string): string {
  if (args.positional.length !== 1) throw new ToolUsageError(`This ${command} command takes 1 argument, got ${args.positional.length}`);
  return `/api${ADMIN_PREFIX}/events/${toolIdentifier(args.positional[0], "The event number")}/notices`;
}

/**
 * The organiser's notices (decision 0051): `notice subscribers <event>` (how many subscribed by
 * each channel) and `notice send <event> [--text T]` (the text, else a reminder of the start, to
 * every SMS and e-mail subscriber).
 */
export const noticeCli: ToolCli = {
  tool: "notice",
  usage: [
    { synopsis: "notice subscribers <event>", summary: "how many viewers subscribed to notices, per channel" },
    {
      synopsis: "notice send <event> [--text T]",
      summary: "send T (default: a reminder of the event's start) to every SMS and e-mail subscriber; WeChat's are counted, not sent",
    },
  ],
  valueOptions: ["text"],
  flagOptions: [],
  request(action, args) {
    switch (action) {
      case "subscribers":
        return { method: "GET", path: eventPath(args, "notice subscribers"), body: null };
      case "send": {
        const path = `${eventPath(args, "notice send")}/send`;
        const text = singleValue(args, "text");
        if (text !== undefined && text.trim() === "") throw new ToolUsageError("--text is empty: leave it out to send the reminder");
        // The server answers once every notice is handed over: minutes for a large audience.
        return { method: "POST", path, body: text === undefined ? {} : { text }, timeoutMs: NOTICE_SEND_TIMEOUT_MS };
      }
      default:
        throw new ToolUsageError(`notice takes subscribers or send, got ${JSON.stringify(action)}`);
    }
  },
};
