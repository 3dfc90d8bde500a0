import { ToolUsageError, type AdminRequest, type ToolCli } from "./tool-cli";

/** A tool command read from the command line. */
export interface ParsedToolCommand {
  readonly url: string | null;
  readonly token: string | null;
  readonly tool: string;
  readonly action: string;
  readonly request: AdminRequest;
}

/** The first word that is not an option or an option's value (global --url/--token may come first). */
export function firstCommandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--url" || arg === "--token") {
      i++;
      continue;
    }
    if (arg.startsWith("--")) continue;
    return arg;
  }
  return undefined;
}

/**
 * Reads `[--url U] [--token T] <tool> <action> <words…> [--option value]… [--flag]…` for `cli`;
 * throws {@link ToolUsageError} on an unknown option, a missing value or what `cli.request` refuses.
 */
export function parseToolCommand(argv: readonly string[], cli: ToolCli): ParsedToolCommand {
  let url: string | null = null;
  let token: string | null = null;
  const values: Record<string, string[]> = {};
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const option = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    const name = option?.[1];
    if (option === null || name === undefined) {
      positional.push(arg);
      continue;
    }
    if (name === "url" || name === "token" || cli.valueOptions.includes(name)) {
      const value = option[2] ?? argv[++i];
      if (value === undefined || value === "") throw new ToolUsageError(`--${name} needs a value`);
      if (name === "url") url = value;
      else if (name === "token") token = value;
      else (values[name] ??= []).push(value);
      continue;
    }
    if (cli.flagOptions.includes(name)) {
      if (option[2] !== undefined) throw new ToolUsageError(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    throw new ToolUsageError(`Unknown option ${arg} for ${cli.tool}`);
  }
  const [tool, action, ...words] = positional;
  if (tool !== cli.tool) throw new ToolUsageError(`Expected the command ${cli.tool}`);
  if (action === undefined) throw new ToolUsageError(`${cli.tool} needs an action, e.g. ${cli.tool} start`);
  return { url, token, tool, action, request: cli.request(action, { positional: words, values, flags }) };
}
