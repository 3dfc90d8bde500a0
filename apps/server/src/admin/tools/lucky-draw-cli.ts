import { LUCKY_DRAW_FROM, type LuckyDrawFrom } from "@livehall/wire";
import { integerValue, singleValue, toolIdentifier, toolRoom, ToolUsageError, type ToolCli } from "../tool-cli";

/**
 * `lucky-draw start <event> <room> --title T [--winners N] [--from present|commented|answered]`
 * (draws at once; prints the draw with its audit record), `lucky-draw end <event> <room> <drawId>`,
 * `lucky-draw list <event> <room>` (every draw of the room with audit and claims).
 */
export const luckyDrawCli: ToolCli = {
  tool: "lucky-draw",
  usage: [
    {
      synopsis: "lucky-draw start <event> <room> --title T [--winners N] [--from present|commented|answered] [--id-viewers-only]",
      summary:
        "draw N (default 1) winners among the room's viewers now, its commenters or the event's quiz answerers; earlier winners of the event are left out (and anonymous viewers with --id-viewers-only); viewers get LUCKY_DRAW",
    },
    { synopsis: "lucky-draw end <event> <room> <drawId>", summary: "close the draw (no more claims)" },
    { synopsis: "lucky-draw list <event> <room>", summary: "the room's draws with their audit records and claims" },
  ],
  valueOptions: ["title", "winners", "from"],
  flagOptions: ["id-viewers-only"],
  request(action, args) {
    switch (action) {
      case "start": {
        const { path } = toolRoom(args, "lucky-draw start", 2);
        const title = singleValue(args, "title");
        if (title === undefined || title.trim() === "") throw new ToolUsageError("lucky-draw start needs --title");
        const from = singleValue(args, "from") ?? "present";
        if (!LUCKY_DRAW_FROM.includes(from as LuckyDrawFrom))
          throw new ToolUsageError(`--from must be one of ${LUCKY_DRAW_FROM.join(", ")}, got ${JSON.stringify(from)}`);
        return {
          method: "POST",
          path: `${path}/lucky-draws`,
          body: {
            title,
            winners: integerValue(args, "winners", 1, 100) ?? 1,
            from,
            ...(args.flags.has("id-viewers-only") ? { idViewersOnly: true } : {}),
          },
        };
      }
      case "end": {
        const { path, rest } = toolRoom(args, "lucky-draw end", 3);
        return { method: "POST", path: `${path}/lucky-draws/${toolIdentifier(rest[0], "The draw id")}/end`, body: null };
      }
      case "list": {
        const { path } = toolRoom(args, "lucky-draw list", 2);
        return { method: "GET", path: `${path}/lucky-draws`, body: null };
      }
      default:
        throw new ToolUsageError(`lucky-draw takes start, end or list, got ${JSON.stringify(action)}`);
    }
  },
};
