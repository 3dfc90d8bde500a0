import { ADMIN_PREFIX } from "./admin-paths";
import type { UsageEntry } from "./usage-format";

/** An admin API call: method, path (under the server's origin, with /api) and JSON body (null: none). */
export interface AdminRequest {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly body: Record<string, unknown> | null;
  /** How long the CLI waits for the answer (ms); default {@link ADMIN_CALL_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
}

/** How long the CLI waits for an admin call's answer unless the call says otherwise. */
export const ADMIN_CALL_TIMEOUT_MS = 15_000;

/** A mistake on a tool's command line; its message is shown above the usage. */
export class ToolUsageError extends Error {}

/** A tool command's words after `<tool> <action>`, and its options (a repeated option keeps every value, in order). */
export interface ToolArgs {
  readonly positional: readonly string[];
  readonly values: Readonly<Record<string, readonly string[]>>;
  readonly flags: ReadonlySet<string>;
}

/**
 * One interactive tool's CLI (issue 13): `node apps/server/dist/cli.js <tool> <action> <event> <room> …`,
 * e.g. `vote start 10001 20001 --title "…" --option "…" --option "…" [--multiple] [--seconds N]`.
 * The runner takes out --url and --token, collects the tool's options, asks `request` for the
 * admin call and prints the answer's data as JSON. Each tool lists its CLI in `tools/index.ts`.
 */
export interface ToolCli {
  /** The command word (`vote`). */
  readonly tool: string;
  /** Its commands in the usage text, one entry per action (formatted by usage-format.ts). */
  readonly usage: readonly UsageEntry[];
  /** Options that take a value (`title`, `option`…); repeatable. */
  readonly valueOptions: readonly string[];
  /** Options without a value (`multiple`). */
  readonly flagOptions: readonly string[];
  /** The admin call for `<action>` and its words; throws {@link ToolUsageError} naming the mistake. */
  request(action: string, args: ToolArgs): AdminRequest;
}

const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;

/** A path word (event number, room, item id): 1-64 letters, digits, '_' or '-'. */
export function toolIdentifier(value: string | undefined, what: string): string {
  if (value === undefined || !IDENTIFIER.test(value))
    throw new ToolUsageError(`${what} must be 1-64 letters, digits, '_' or '-', got ${JSON.stringify(value ?? "")}`);
  return value;
}

/** `<event> <room>` at the start of the words, checked; and the admin path of that room's tool. */
export function toolRoom(args: ToolArgs, tool: string, arity: number): { readonly path: string; readonly rest: readonly string[] } {
  if (args.positional.length !== arity)
    throw new ToolUsageError(`This ${tool} command takes ${arity} arguments, got ${args.positional.length}`);
  const event = toolIdentifier(args.positional[0], "The event number");
  const room = toolIdentifier(args.positional[1], "The room");
  return { path: `/api${ADMIN_PREFIX}/events/${event}/rooms/${room}`, rest: args.positional.slice(2) };
}

/** The single value of an option, or undefined; a repeated single-value option is a mistake. */
export function singleValue(args: ToolArgs, name: string): string | undefined {
  const values = args.values[name];
  if (values === undefined) return undefined;
  if (values.length > 1) throw new ToolUsageError(`--${name} is given ${values.length} times; give it once`);
  return values[0];
}

/** A whole number option within [min, max], or undefined when absent. */
export function integerValue(args: ToolArgs, name: string, min: number, max: number): number | undefined {
  const text = singleValue(args, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    throw new ToolUsageError(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return Number(text);
}
