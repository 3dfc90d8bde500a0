import { API_PREFIX, isTopicId, TOPICS, type TopicName } from "@livehall/wire";
import { parseServerTime } from "../services/server-time";
import { ADMIN_PATHS } from "./admin-paths";
import { ToolUsageError, type AdminRequest } from "./tool-cli";
import { firstCommandWord, parseToolCommand } from "./tool-cli-parse";
import { TOOL_CLIS } from "./tools";

export type { AdminRequest } from "./tool-cli";

/** A call-to-action tool the `cta` command adds (the server generates its ids). */
export interface CtaTool {
  readonly title: string;
  readonly buttonText: string;
  /** 1 QR code (--qr), 2 link. */
  readonly jumpUrlType: 1 | 2;
  readonly jumpUrl: string;
  /** Server time 'yyyy-MM-dd HH:mm:ss' (UTC+8), "" for none. */
  readonly endTime: string;
}

/** One organiser command of the CLI. */
export type AdminCommand =
  | { readonly kind: "go-live" | "stop"; readonly eventNumber: string; readonly roomNumber: string }
  /** `screenId` null: the main screen. */
  | {
      readonly kind: "screen";
      readonly eventNumber: string;
      readonly roomNumber: string;
      readonly start: boolean;
      readonly screenId: string | null;
    }
  | { readonly kind: "board"; readonly eventNumber: string; readonly roomNumber: string; readonly start: boolean }
  | { readonly kind: "layout"; readonly eventNumber: string; readonly roomNumber: string; readonly layoutFlag: 1 | 2 | 3 | 4 }
  | { readonly kind: "loop" | "stock-empty"; readonly eventNumber: string; readonly roomNumber: string; readonly on: boolean }
  | {
      readonly kind: "announce";
      readonly eventNumber: string;
      readonly roomNumber: string;
      readonly content: string;
      readonly event: 1 | 2 | 3 | 4;
    }
  | { readonly kind: "ban"; readonly eventNumber: string; readonly audienceId: string; readonly banType: 1 | 2; readonly lift: boolean }
  | {
      readonly kind: "push";
      readonly eventNumber: string;
      readonly roomNumber: string;
      readonly topic: number;
      readonly body: Record<string, unknown>;
    }
  | { readonly kind: "chat-delete"; readonly eventNumber: string; readonly roomNumber: string; readonly messageId: number }
  /** `tool` null: clear the room's tools. */
  | { readonly kind: "cta"; readonly eventNumber: string; readonly roomNumber: string; readonly tool: CtaTool | null }
  /** An interactive tool's command (`vote start …`, issue 13): its admin call is read by the tool's own CLI. */
  | { readonly kind: "tool"; readonly tool: string; readonly action: string; readonly request: AdminRequest };

/** A parsed command line. `token` null: not given (the runner looks in the environment and data folder). */
export type ParsedCli =
  | { readonly kind: "help" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "run"; readonly url: string; readonly token: string | null; readonly command: AdminCommand };

export const DEFAULT_SERVER_URL = "http://localhost:8080";

const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;
const ANNOUNCE_EVENTS: Record<string, 1 | 2 | 3 | 4> = { add: 1, update: 2, clear: 3, rolling: 4 };
const BAN_TYPES: Record<string, 1 | 2> = { chat: 1, online: 2, "1": 1, "2": 2 };
const ARITY: Record<Exclude<AdminCommand["kind"], "tool">, [number, number]> = {
  "go-live": [2, 2],
  stop: [2, 2],
  announce: [2, 3],
  ban: [3, 3],
  push: [4, 4],
  "chat-delete": [3, 3],
  cta: [2, 2],
  screen: [3, 3],
  board: [3, 3],
  layout: [3, 3],
  loop: [3, 3],
  "stock-empty": [3, 3],
};

/** Options with a value, and the command each goes with (null: any command). */
const VALUE_OPTIONS: Record<string, Exclude<AdminCommand["kind"], "tool"> | null> = {
  url: null,
  token: null,
  event: "announce",
  title: "cta",
  button: "cta",
  link: "cta",
  end: "cta",
  screen: "screen",
};
/** Options without a value, and the command each goes with. */
const FLAG_OPTIONS: Record<string, Exclude<AdminCommand["kind"], "tool">> = { lift: "ban", clear: "cta", qr: "cta" };

/** The options given after the global ones were taken out. */
type Options = Readonly<Record<string, string | true>>;

class UsageError extends Error {}

function identifier(value: string | undefined, what: string): string {
  if (value === undefined || !IDENTIFIER.test(value))
    throw new UsageError(`${what} must be 1-64 letters, digits, '_' or '-', got ${JSON.stringify(value ?? "")}`);
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
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError("The push body must be a JSON object, e.g. '{\"liveStatus\":2}'");
  return value as Record<string, unknown>;
}

/** One of a few words (e.g. start|stop), mapped to its value. */
function word<T>(value: string | undefined, words: Readonly<Record<string, T>>, what: string): T {
  const key = value ?? "";
  if (!Object.hasOwn(words, key)) throw new UsageError(`${what}, got ${JSON.stringify(key)}`);
  return words[key] as T;
}

/** A message id in plain digits. */
const MESSAGE_ID = /^[1-9][0-9]{0,14}$/;

function text(options: Options, name: string): string | undefined {
  const value = options[name];
  return typeof value === "string" ? value : undefined;
}

/** The `cta` command's tool from its options, or null for --clear. */
function ctaTool(options: Options): CtaTool | null {
  const given = Object.keys(options);
  if (options["clear"] === true) {
    if (given.length > 1) throw new UsageError("--clear takes no other cta option");
    return null;
  }
  const title = text(options, "title");
  const buttonText = text(options, "button");
  const jumpUrl = text(options, "link");
  if (title === undefined || buttonText === undefined || jumpUrl === undefined) {
    throw new UsageError("cta needs --title, --button and --link (or --clear)");
  }
  if (!/^https?:\/\/[^\s/]+/.test(jumpUrl)) throw new UsageError(`--link must be an http(s) URL, got ${JSON.stringify(jumpUrl)}`);
  const endTime = text(options, "end") ?? "";
  if (endTime !== "" && parseServerTime(endTime) === null) {
    throw new UsageError(`--end must be a server time "yyyy-MM-dd HH:mm:ss" (UTC+8), got ${JSON.stringify(endTime)}`);
  }
  return { title, buttonText, jumpUrlType: options["qr"] === true ? 1 : 2, jumpUrl, endTime };
}

function command(kind: Exclude<AdminCommand["kind"], "tool">, args: readonly string[], options: Options): AdminCommand {
  const [min, max] = ARITY[kind];
  if (args.length < min || args.length > max) {
    throw new UsageError(`${kind} takes ${min === max ? min : `${min}-${max}`} arguments, got ${args.length}`);
  }
  for (const name of Object.keys(options)) {
    const owner = VALUE_OPTIONS[name] ?? FLAG_OPTIONS[name];
    if (owner !== undefined && owner !== kind) throw new UsageError(`--${name} only goes with ${owner}`);
  }
  const eventNumber = identifier(args[0], "The event number");
  switch (kind) {
    case "go-live":
    case "stop":
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room") };
    case "announce": {
      const announceEvent = text(options, "event");
      const event = ANNOUNCE_EVENTS[announceEvent ?? "add"];
      if (event === undefined) throw new UsageError(`--event must be add, update, clear or rolling, got ${JSON.stringify(announceEvent)}`);
      const content = args[2] ?? "";
      if ((event === 1 || event === 2) && content.trim() === "") throw new UsageError("announce needs the text to show");
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), content, event };
    }
    case "ban": {
      const banType = BAN_TYPES[args[2] ?? ""];
      if (banType === undefined) throw new UsageError(`ban type must be online or chat, got ${JSON.stringify(args[2])}`);
      return { kind, eventNumber, audienceId: identifier(args[1], "The audience id"), banType, lift: options["lift"] === true };
    }
    case "push": {
      const topic = parseTopic(args[2] ?? "");
      if (topic === null)
        throw new UsageError(`Unknown topic ${JSON.stringify(args[2])}: use an id or name of the topic table, e.g. 20005 or LIVE_STATUS`);
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), topic, body: parseBody(args[3]) };
    }
    case "chat-delete": {
      const messageId = args[2] ?? "";
      if (!MESSAGE_ID.test(messageId)) throw new UsageError(`The message id must be a number like 1234, got ${JSON.stringify(messageId)}`);
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), messageId: Number(messageId) };
    }
    case "cta":
      return { kind, eventNumber, roomNumber: identifier(args[1], "The room"), tool: ctaTool(options) };
    case "screen":
    case "board": {
      const start = word(args[2], { start: true, stop: false }, `${kind} takes start or stop`);
      const roomNumber = identifier(args[1], "The room");
      if (kind === "board") return { kind, eventNumber, roomNumber, start };
      const screen = text(options, "screen");
      return { kind, eventNumber, roomNumber, start, screenId: screen === undefined ? null : identifier(screen, "--screen") };
    }
    case "layout":
      return {
        kind,
        eventNumber,
        roomNumber: identifier(args[1], "The room"),
        layoutFlag: word(args[2], { "1": 1, "2": 2, "3": 3, "4": 4 } as const, "layout takes 1, 2, 3 or 4"),
      };
    case "loop":
    case "stock-empty":
      return {
        kind,
        eventNumber,
        roomNumber: identifier(args[1], "The room"),
        on: word(args[2], { on: true, off: false }, `${kind} takes on or off`),
      };
  }
}

const isCommand = (word: string): word is Exclude<AdminCommand["kind"], "tool"> => Object.hasOwn(ARITY, word);

/** Reads the command line (without `node cli.js`); `env` supplies LIVEHALL_URL and LIVEHALL_ADMIN_TOKEN. */
export function parseCli(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ParsedCli {
  let url = env["LIVEHALL_URL"] || DEFAULT_SERVER_URL;
  let token = env["LIVEHALL_ADMIN_TOKEN"] || null;
  if (argv.includes("-h") || argv.includes("--help")) return { kind: "help" };
  const toolCli = TOOL_CLIS.find((cli) => cli.tool === firstCommandWord(argv));
  if (toolCli !== undefined) {
    try {
      const parsed = parseToolCommand(argv, toolCli);
      url = parsed.url ?? url;
      if (!/^https?:\/\/[^\s/]+/.test(url)) throw new ToolUsageError(`--url must be an http(s) address, got ${JSON.stringify(url)}`);
      const command = { kind: "tool", tool: parsed.tool, action: parsed.action, request: parsed.request } as const;
      return { kind: "run", url: url.replace(/\/+$/, ""), token: parsed.token ?? token, command };
    } catch (error) {
      if (error instanceof ToolUsageError) return { kind: "error", message: error.message };
      throw error;
    }
  }
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  try {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? "";
      if (arg === "-h" || arg === "--help" || (arg === "help" && positional.length === 0)) return { kind: "help" };
      const option = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
      const name = option?.[1];
      if (option && name !== undefined && Object.hasOwn(VALUE_OPTIONS, name)) {
        const value = option[2] ?? argv[++i];
        if (value === undefined || value === "") throw new UsageError(`--${name} needs a value`);
        if (name === "url") url = value;
        else if (name === "token") token = value;
        else options[name] = value;
        continue;
      }
      if (option && name !== undefined && Object.hasOwn(FLAG_OPTIONS, name)) {
        if (option[2] !== undefined) throw new UsageError(`--${name} takes no value`);
        options[name] = true;
        continue;
      }
      if (arg.startsWith("--") && arg.length > 2) throw new UsageError(`Unknown option ${arg}`);
      positional.push(arg);
    }
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw new UsageError(`--url must be an http(s) address, got ${JSON.stringify(url)}`);
    const [kind, ...args] = positional;
    if (kind === undefined) throw new UsageError("No command given");
    if (!isCommand(kind)) throw new UsageError(`Unknown command ${JSON.stringify(kind)}`);
    return { kind: "run", url: url.replace(/\/+$/, ""), token, command: command(kind, args, options) };
  } catch (error) {
    if (error instanceof UsageError) return { kind: "error", message: error.message };
    throw error;
  }
}

/** The admin API call for a command. */
export function adminRequest(command: AdminCommand): AdminRequest {
  switch (command.kind) {
    case "tool":
      return command.request;
    case "go-live":
    case "stop":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.live(command.eventNumber, command.roomNumber),
        body: { status: command.kind === "go-live" ? "start" : "stop" },
      };
    case "announce":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.announce(command.eventNumber, command.roomNumber),
        body: { content: command.content, event: command.event },
      };
    case "ban":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.ban(command.eventNumber, command.audienceId),
        body: { banType: command.banType, banFlag: command.lift ? 0 : 1 },
      };
    case "push":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.push(command.eventNumber, command.roomNumber),
        body: { topic: command.topic, body: command.body },
      };
    case "chat-delete":
      return {
        method: "DELETE",
        path: API_PREFIX + ADMIN_PATHS.chat(command.eventNumber, command.roomNumber, command.messageId),
        body: null,
      };
    case "cta": {
      const path = API_PREFIX + ADMIN_PATHS.callToActions(command.eventNumber, command.roomNumber);
      return command.tool === null ? { method: "PUT", path, body: { list: [] } } : { method: "POST", path, body: { ...command.tool } };
    }
    case "screen":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.screen(command.eventNumber, command.roomNumber),
        body: { status: command.start ? "start" : "stop", ...(command.screenId === null ? {} : { screenId: command.screenId }) },
      };
    case "board":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.board(command.eventNumber, command.roomNumber),
        body: { status: command.start ? "start" : "stop" },
      };
    case "layout":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.layout(command.eventNumber, command.roomNumber),
        body: { layoutFlag: command.layoutFlag },
      };
    case "loop":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.loop(command.eventNumber, command.roomNumber),
        body: { videoLoopPlaybackFlag: command.on ? 1 : 0 },
      };
    case "stock-empty":
      return {
        method: "POST",
        path: API_PREFIX + ADMIN_PATHS.stockEmpty(command.eventNumber, command.roomNumber),
        body: { stockEmpty: command.on ? 1 : 0 },
      };
  }
}
