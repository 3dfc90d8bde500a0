import { FEED_KINDS } from "@livehall/wire";
import { singleValue, toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** `feed post|list <event> <room> …`: topic and text-live posts. */
export const FEED_CLI: ToolCli = {
  tool: "feed",
  usage: [
    { synopsis: 'feed post <event> <room> --kind topic|text-live --content "…"', summary: "a post in the room's feed" },
    { synopsis: "feed list <event> <room>", summary: "the newest posts" },
  ],
  valueOptions: ["kind", "content"],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    const { path } = toolRoom(args, "feed", 2);
    switch (action) {
      case "post": {
        const kind = singleValue(args, "kind");
        if (kind === undefined || !(FEED_KINDS as readonly string[]).includes(kind))
          throw new ToolUsageError(`--kind must be ${FEED_KINDS.join(" or ")}, got ${JSON.stringify(kind ?? "")}`);
        const content = singleValue(args, "content");
        if (content === undefined) throw new ToolUsageError("--content is required");
        return { method: "POST", path: `${path}/feed`, body: { kind, content } };
      }
      case "list":
        return { method: "GET", path: `${path}/feed`, body: null };
      default:
        throw new ToolUsageError(`feed takes post or list, got ${JSON.stringify(action)}`);
    }
  },
};
