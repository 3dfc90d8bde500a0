import { ADMIN_PREFIX } from "../admin-paths";
import { toolIdentifier, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/**
 * The ingest address of a room's screen (decision 0067): `ingest <event> <room> [--screen ID]
 * [--rotate]` prints `rtmpUrl` (key included, ready to paste), `server`, `streamKey` and the screen.
 * The command has no action word: what `ToolCli` calls the action is the event number here.
 */
export const INGEST_CLI: ToolCli = {
  tool: "ingest",
  usage: [
    {
      synopsis: "ingest <event> <room> [--screen ID] [--rotate]",
      summary: "print the RTMP address and stream key to push to the room's screen (--rotate: a new key; the old one is refused)",
    },
  ],
  valueOptions: ["screen"],
  flagOptions: ["rotate"],
  request(action: string, args: ToolArgs): AdminRequest {
    if (args.positional.length !== 1) throw new ToolUsageError(`ingest takes <event> <room>, got ${args.positional.length + 1} arguments`);
    const event = toolIdentifier(action, "The event number");
    const room = toolIdentifier(args.positional[0], "The room number");
    const screens = args.values["screen"] ?? [];
    if (screens.length > 1) throw new ToolUsageError("ingest takes one --screen");
    const body: Record<string, unknown> = {};
    if (screens[0] !== undefined) body["screenId"] = toolIdentifier(screens[0], "The screen id");
    if (args.flags.has("rotate")) body["rotate"] = true;
    return { method: "POST", path: `/api${ADMIN_PREFIX}/events/${event}/rooms/${room}/ingest`, body };
  },
};
