import { MAX_RED_ENVELOPE_COUNT, MAX_RED_ENVELOPE_TOTAL_CENTS } from "@livehall/wire";
import { integerValue, singleValue, toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** `red-envelope send|current <event> <room> …`: the organiser sends N envelopes with a total. */
export const RED_ENVELOPE_CLI: ToolCli = {
  tool: "red-envelope",
  usage: [
    { synopsis: "red-envelope send <event> <room> --count N --total-cents N [--greeting G]", summary: "split at once, viewers grab" },
    { synopsis: "red-envelope current <event> <room>", summary: "the newest envelope and its shares left" },
  ],
  valueOptions: ["count", "total-cents", "greeting"],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    const { path } = toolRoom(args, "red-envelope", 2);
    switch (action) {
      case "send": {
        const count = integerValue(args, "count", 1, MAX_RED_ENVELOPE_COUNT);
        const totalCents = integerValue(args, "total-cents", 1, MAX_RED_ENVELOPE_TOTAL_CENTS);
        if (count === undefined || totalCents === undefined) throw new ToolUsageError("--count and --total-cents are required");
        const greeting = singleValue(args, "greeting");
        return {
          method: "POST",
          path: `${path}/red-envelopes`,
          body: { count, totalCents, ...(greeting === undefined ? {} : { greeting }) },
        };
      }
      case "current":
        return { method: "GET", path: `${path}/red-envelopes/current`, body: null };
      default:
        throw new ToolUsageError(`red-envelope takes send or current, got ${JSON.stringify(action)}`);
    }
  },
};
