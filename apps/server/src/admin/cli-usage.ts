import { DEFAULT_SERVER_URL } from "./cli-args";
import { TOOL_CLIS } from "./tools";
import { formatUsage, type UsageEntry } from "./usage-format";

/** The built-in commands, in the order the usage lists them (the tools' follow, tools/index.ts). */
const COMMAND_USAGE: readonly UsageEntry[] = [
  { synopsis: "go-live <event> <room>", summary: "the room's screens go live; viewers get LIVE_STATUS 2" },
  { synopsis: "stop <event> <room>", summary: "the room's screens stop; viewers get LIVE_STATUS 1" },
  {
    synopsis: "screen <event> <room> start|stop [--screen ID]",
    summary: "one screen (default the main one) goes live or stops; for the main screen viewers get PUSH_LIVE_STATUS and LIVE_STATUS",
  },
  { synopsis: "board <event> <room> start|stop", summary: "the board stream pushes or stops; viewers get BOARD_STREAM_STATUS" },
  {
    synopsis: "layout <event> <room> 1|2|3|4",
    summary: "the room layout (1 video-board, 2 board-video, 3 video, 4 board); viewers get ROOM_LAYOUT",
  },
  { synopsis: "loop <event> <room> on|off", summary: "loop the trailers; viewers get LOOP_PLAYBACK" },
  { synopsis: "stock-empty <event> <room> on|off", summary: "on: the room's play calls answer 150023 (media unavailable)" },
  {
    synopsis: "announce <event> <room> [text] [--event add|update|clear|rolling]",
    summary: "an announcement (default add; clear needs no text)",
  },
  {
    synopsis: "ban <event> <audienceId> online|chat [--lift]",
    summary: "ban a viewer from the room (revokes their sessions) or from chat; --lift lifts the ban",
  },
  {
    synopsis: "push <event> <room> <topic> '<json>'",
    summary: "push any topic (id like 20005 or name like LIVE_STATUS) with a JSON object body",
  },
  { synopsis: "chat-delete <event> <room> <messageId>", summary: "delete a chat message; viewers get CHAT_DELETE" },
  {
    synopsis: 'cta <event> <room> --title T --button B --link URL [--qr] [--end "yyyy-MM-dd HH:mm:ss"]',
    summary: "add a call-to-action tool (a link, or a QR code with --qr; --end in server time UTC+8); viewers get CALL_TO_ACTION",
  },
  { synopsis: "cta <event> <room> --clear", summary: "remove the room's call-to-action tools" },
];

const USAGE_HEAD = `Livehall organiser CLI — drives a running server through its admin API.

Usage: node apps/server/dist/cli.js [--url URL] [--insecure] <command> [args]
       node apps/server/dist/cli.js <command> --help   (that command alone)
`;

const ARGUMENTS = "<event> is the event number (e.g. 10001), <room> a room number or id (20001).";

export const USAGE = `${USAGE_HEAD}
Commands:
${formatUsage([...COMMAND_USAGE, ...TOOL_CLIS.flatMap((cli) => cli.usage)])}

${ARGUMENTS}

Admin token: set LIVEHALL_ADMIN_TOKEN=<token> in the environment. Without
it the CLI reads the admin-token file in $DATA_DIR or apps/server/data (the
server writes it on first start) and sends that one only to this machine
(localhost, 127.0.0.1, ::1).

Options:
  --url URL      the server (default $LIVEHALL_URL, else ${DEFAULT_SERVER_URL});
                 plain http:// to another machine is refused (the token would
                 travel readable) unless --insecure
  --insecure     allow plain http:// to another machine
  --token TOKEN  the admin token (wins over $LIVEHALL_ADMIN_TOKEN); avoid it:
                 other users of this machine see it in ps
  -h, --help     this text

Examples:
  node apps/server/dist/cli.js go-live 10001 20001
  node apps/server/dist/cli.js board 10007 30003 start
  node apps/server/dist/cli.js announce 10001 20001 "Welcome to the keynote"
  node apps/server/dist/cli.js push 10001 20001 ROOM_CONFIG \\
      '{"liveViewPageShowFlag":1}'
  node apps/server/dist/cli.js cta 10001 20001 --title "Register" \\
      --button "Go" --link https://example.com/register
`;

/** The usage of one command word (`vote`, `go-live`): its lines alone; the whole usage for a word it does not know. */
export function usageOf(command: string | undefined): string {
  const tool = TOOL_CLIS.find((cli) => cli.tool === command);
  const entries = tool ? tool.usage : COMMAND_USAGE.filter((entry) => entry.synopsis.split(" ")[0] === command);
  if (entries.length === 0) return USAGE;
  return `${USAGE_HEAD}
${formatUsage(entries)}

${ARGUMENTS}
node apps/server/dist/cli.js --help lists every command and option.
`;
}
