import { toolIdentifier, toolRoom, integerValue, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/**
 * Breakout rooms on the command line (decision 0032): `breakout open <event> <room> --rooms N
 * [--allow-return]`, `breakout assign <event> <room> <viewerId> <breakoutRoom|main>`,
 * `breakout close <event> <room>`, `breakout status <event> <room>`. `<room>` is the main room.
 */
export const BREAKOUT_CLI: ToolCli = {
  tool: "breakout",
  usage: [
    { synopsis: "breakout open <event> <room> --rooms N [--allow-return]", summary: "open N of the room's breakout rooms" },
    { synopsis: "breakout assign <event> <room> <viewerId> <breakoutRoom|main>", summary: "move a viewer (main: back)" },
    { synopsis: "breakout close <event> <room>", summary: "everyone back to the main room" },
    { synopsis: "breakout status <event> <room>", summary: "the open rooms and their viewers" },
  ],
  valueOptions: ["rooms"],
  flagOptions: ["allow-return"],
  request(action: string, args: ToolArgs): AdminRequest {
    switch (action) {
      case "open": {
        const { path } = toolRoom(args, "breakout open", 2);
        const rooms = integerValue(args, "rooms", 1, 50);
        if (rooms === undefined) throw new ToolUsageError("breakout open needs --rooms N");
        return { method: "POST", path: `${path}/breakout/open`, body: { rooms, allowReturnFlag: args.flags.has("allow-return") ? 1 : 0 } };
      }
      case "assign": {
        const { path, rest } = toolRoom(args, "breakout assign", 4);
        const liveUserId = toolIdentifier(rest[0], "The viewer id");
        const target = toolIdentifier(rest[1], "The breakout room");
        return {
          method: "POST",
          path: `${path}/breakout/assign`,
          body: { moves: [{ liveUserId, roomNumber: target === "main" ? "" : target }] },
        };
      }
      case "close":
        return { method: "POST", path: `${toolRoom(args, "breakout close", 2).path}/breakout/close`, body: null };
      case "status":
        return { method: "GET", path: `${toolRoom(args, "breakout status", 2).path}/breakout`, body: null };
      default:
        throw new ToolUsageError(`breakout takes open, assign, close or status, got ${JSON.stringify(action)}`);
    }
  },
};
