import { API_PREFIX, isTopicId, TOPICS, type TopicName } from "@livehall/wire";
import { ADMIN_PATHS } from "./admin-paths";

/** One organiser command of the CLI. */
export type AdminCommand =
  | { readonly kind: "go-live" | "stop"; readonly eventNumber: string; readonly roomNumber: string }
  | { readonly kind: "announce"; readonly eventNumber: string; readonly roomNumber: string; readonly content: string; readonly event: 1 | 2 | 3 | 4 }
  | { readonly kind: "ban"; readonly eventNumber: string; readonly audienceId: string; readonly banType: 1 | 2 }
  | { readonly kind: "push"; readonly eventNumber: string; readonly roomNumber: string; readonly topic: number; readonly body: Record<string, unknown> };

/** A parsed command line. `token` null: not given (the runner looks in the environment and data folder). */
export type ParsedCli =
  | { readonly kind: "help" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "run"; readonly url: string; readonly token: string | null; readonly command: AdminCommand };

export const DEFAULT_SERVER_URL = "http://localhost:8080";

export const USAGE = `Livehall organiser CLI — drives a running server through its admin API.

Usage: node apps/server/dist/cli.js [--url URL] [--token TOKEN] <command> [arguments]

Commands:
  go-live  <event> <room>                    the room's streams go live; viewers get LIVE_STATUS 2
  stop     <event> <room>                    the room's streams stop; viewers get LIVE_STATUS 1
  announce <event> <room> [text] [--event add|update|clear|rolling]
                                             an announcement (default add; clear needs no text)
  ban      <event> <audienceId> online|chat  ban a viewer from the room (revokes their sessions) or from chat
  push     <event> <room> <topic> '<json>'   push any topic (id like 20005 or name like LIVE_STATUS) with a JSON object body

<event> is the event number (e.g. 10001), <room> a room number or id (e.g. 20001).

Options:
  --url URL      the server (default $LIVEHALL_URL, else ${DEFAULT_SERVER_URL})
  --token TOKEN  the admin token (default $LIVEHALL_ADMIN_TOKEN, else the admin-token file in
                 $DATA_DIR or apps/server/data, which the server writes on first start)
  -h, --help     this text

Examples:
  node apps/server/dist/cli.js go-live 10001 20001
  node apps/server/dist/cli.js announce 10001 20001 "Welcome to the keynote"
  node apps/server/dist/cli.js push 10001 20001 ROOM_CONFIG '{"liveViewPageShowFlag":1}'
`;

const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;
const ANNOUNCE_EVENTS: Record<string, 1 | 2 | 3 | 4> = { add: 1, update: 2, clear: 3, rolling: 4 };
const BAN_TYPES: Record<string, 1 | 2> = { chat: 1, online: 2, "1": 1, "2": 2 };
const ARITY: Record<AdminCommand["kind"], [number, number]> = { "go-live": [2, 2], stop: [2, 2], announce: [2, 3], ban: [3, 3], push: [4, 4] };

class UsageError extends Error {}

function identifier(value: string | undefined, what: string): string {
  if (value === undefined || !IDENTIFIER.test(value)) throw new UsageError(`${what} must be 1-64 letters, digits, '_' or '-', got ${JSON.stringify(value ?? "")}`);
  return value;
}

/** A topic id (20005) or name (LIVE_STATUS, live_status) of the topic table. */
export function parseTopic(text: string): number | null {
  if (/^\d{1,9}$/.test(text)) {
    const id = Number(text);
    return isTopicId(id) ? id : null;
  }
  const name = text.toUpperCase().replaceAll("-", "_");
  return Object.hasOwn(TOPICS, name) ? TOPICS[name as TopicName] : null;
}

function parseBody(text: string | undefined): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    throw new UsageError(`The push body must be JSON, got ${JSON.stringify(text ?? "")}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new UsageError("The push body must be a JSON object, e.g. '{\"liveStatus\":2}'");
  return value as Record<string, unknown>;
}

function command(kind: AdminCommand["kind"], args: readonly string[], announceEvent: string | null): AdminCommand {
  const [min, max] = ARITY[kind];
  if (args.length < min || args.length > max) {
    throw new UsageError(`${kind} takes ${min === max ? min : `${min}-${max}`} arguments, got ${args.length}`);
  }
  if (announceEvent !== null && kind !== "announce") throw new UsageError("--event only goes with announce");
  const eventNumber = identifier(args[0], "The event number");
  switch (kind) {
    case "go-live":
    case "stop":
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room") };
    case "announce": {
      const event = ANNOUNCE_EVENTS[announceEvent ?? "add"];
      if (event === undefined) throw new UsageError(`--event must be add, update, clear or rolling, got ${JSON.stringify(announceEvent)}`);
      const content = args[2] ?? "";
      if ((event === 1 || event === 2) && content.trim() === "") throw new UsageError("announce needs the text to show");
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), content, event };
    }
    case "ban": {
      const banType = BAN_TYPES[args[2] ?? ""];
      if (banType === undefined) throw new UsageError(`ban type must be online or chat, got ${JSON.stringify(args[2])}`);
      return { kind, eventNumber, audienceId: identifier(args[1], "The audience id"), banType };
    }
    case "push": {
      const topic = parseTopic(args[2] ?? "");
      if (topic === null) throw new UsageError(`Unknown topic ${JSON.stringify(args[2])}: use an id or name of the topic table, e.g. 20005 or LIVE_STATUS`);
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), topic, body: parseBody(args[3]) };
    }
  }
}

const isCommand = (word: string): word is AdminCommand["kind"] => Object.hasOwn(ARITY, word);

/** Reads the command line (without `node cli.js`); `env` supplies LIVEHALL_URL and LIVEHALL_ADMIN_TOKEN. */
export function parseCli(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ParsedCli {
  let url = env["LIVEHALL_URL"] || DEFAULT_SERVER_URL;
  let token = env["LIVEHALL_ADMIN_TOKEN"] || null;
  let announceEvent: string | null = null;
  const positional: string[] = [];
  try {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? "";
      if (arg === "-h" || arg === "--help" || (arg === "help" && positional.length === 0)) return { kind: "help" };
      const option = /^--(url|token|event)(?:=(.*))?$/.exec(arg);
      if (option) {
        const value = option[2] ?? argv[++i];
        if (value === undefined || value === "") throw new UsageError(`--${option[1] ?? ""} needs a value`);
        if (option[1] === "url") url = value;
        else if (option[1] === "token") token = value;
        else announceEvent = value;
        continue;
      }
      if (arg.startsWith("--") && arg.length > 2) throw new UsageError(`Unknown option ${arg}`);
      positional.push(arg);
    }
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw new UsageError(`--url must be an http(s) address, got ${JSON.stringify(url)}`);
    const [kind, ...args] = positional;
    if (kind === undefined) throw new UsageError("No command given");
    if (!isCommand(kind)) throw new UsageError(`Unknown command ${JSON.stringify(kind)}`);
    return { kind: "run", url: url.replace(/\/+$/, ""), token, command: command(kind, args, announceEvent) };
  } catch (error) {
    if (error instanceof UsageError) return { kind: "error", message: error.message };
    throw error;
  }
}

/** The admin API call for a command: path (under the server's origin) and JSON body. */
export function adminRequest(command: AdminCommand): { path: string; body: Record<string, unknown> } {
  switch (command.kind) {
    case "go-live":
    case "stop":
      return { path: API_PREFIX + ADMIN_PATHS.live(command.eventNumber, command.roomNumber), body: { status: command.kind === "go-live" ? "start" : "stop" } };
    case "announce":
      return { path: API_PREFIX + ADMIN_PATHS.announce(command.eventNumber, command.roomNumber), body: { content: command.content, event: command.event } };
    case "ban":
      return { path: API_PREFIX + ADMIN_PATHS.ban(command.eventNumber, command.audienceId), body: { banType: command.banType } };
    case "push":
      return { path: API_PREFIX + ADMIN_PATHS.push(command.eventNumber, command.roomNumber), body: { topic: command.topic, body: command.body } };
  }
}
