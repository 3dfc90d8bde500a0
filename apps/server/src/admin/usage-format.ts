/** One command of the CLI's usage: how it is written and what it does. */
export interface UsageEntry {
  /** The command line, e.g. `vote end <event> <room> <voteId>`. */
  readonly synopsis: string;
  /** What it does, one sentence or two (wrapped to the width). */
  readonly summary: string;
}

/** The usage is read in a terminal of this many columns. */
export const USAGE_WIDTH = 80;

const COMMAND_INDENT = "  ";
/** A synopsis too long for one line goes on deeper than the summary, so it reads as one command. */
const SYNOPSIS_INDENT = "          ";
const SUMMARY_INDENT = "      ";

/**
 * The words of `text`, keeping a bracketed part (`[--seconds N]`) or a quoted one (`"yyyy-MM-dd
 * HH:mm:ss"`) whole, so a line never breaks inside it.
 */
export function usageWords(text: string): string[] {
  const words: string[] = [];
  let word = "";
  let depth = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === "[") depth++;
    else if (!quoted && char === "]") depth = Math.max(0, depth - 1);
    if (char === " " && depth === 0 && !quoted) {
      if (word !== "") words.push(word);
      word = "";
    } else word += char;
  }
  if (word !== "") words.push(word);
  return words;
}

/** `text` in lines of at most `width` columns: the first after `first`, the others after `rest`. */
export function wrapWords(text: string, first: string, rest: string, width = USAGE_WIDTH): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of usageWords(text)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest;
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** The entries, each command on its own line(s) and its summary indented below it, within {@link USAGE_WIDTH}. */
export function formatUsage(entries: readonly UsageEntry[]): string {
  return entries
    .flatMap((entry) => [
      ...wrapWords(entry.synopsis, COMMAND_INDENT, SYNOPSIS_INDENT),
      ...wrapWords(entry.summary, SUMMARY_INDENT, SUMMARY_INDENT),
    ])
    .join("\n");
}
