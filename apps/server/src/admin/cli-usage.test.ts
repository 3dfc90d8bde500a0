import { describe, expect, it } from "vitest";
import { runCli, type CliIo } from "./cli-run";
import { TOOL_CLIS } from "./tools";

const COMMANDS = ["go-live", "stop", "screen", "board", "layout", "loop", "stock-empty", "announce", "ban", "push", "chat-delete", "cta"];
const WORDS = [...COMMANDS, ...TOOL_CLIS.map((cli) => cli.tool)];
const alternatives = WORDS.map((word) => word.replaceAll("-", "\\-")).join("|");
/** A command's start (`breakout open <event>`, `stop <event>`) after other text on the same line. */
const RUN_TOGETHER = new RegExp(`\\S\\s+(?:${alternatives})(?:\\s+[a-z|-]+)?\\s+<event>`);
const COMMAND_LINE = /^ {2}(\S+) /;

/** What the CLI prints for `argv` (stdout and stderr, as one text) and its exit code. */
async function printed(argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const io: CliIo = {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    fetch: () => Promise.reject(new Error("no call expected")),
    storedToken: () => null,
  };
  const code = await runCli(argv, {}, io);
  return { code, text: lines.join("\n") };
}

/** The lines that start a command (two spaces, then the command word). */
const commandLines = (text: string): string[] => text.split("\n").filter((line) => COMMAND_LINE.test(line) && !line.startsWith("  -"));

describe("the CLI's help", () => {
  it("--help puts every command on its own line, each line within 80 columns", async () => {
    const { code, text } = await printed(["--help"]);
    expect(code).toBe(0);
    const lines = text.split("\n");
    expect(lines.filter((line) => line.length > 80)).toEqual([]);
    expect(lines.filter((line) => RUN_TOGETHER.test(line))).toEqual([]);
    const starts = commandLines(text).map((line) => COMMAND_LINE.exec(line)?.[1]);
    const listed = starts.filter((word) => word !== "node");
    expect(new Set(listed)).toEqual(new Set(WORDS));
    for (const cli of TOOL_CLIS)
      for (const entry of cli.usage) expect(text).toContain(`\n  ${entry.synopsis.split(" ").slice(0, 3).join(" ")}`);
  });

  it.each(TOOL_CLIS.map((cli) => [cli.tool]))("%s --help lists that tool's commands alone, one per line", async (tool) => {
    const { code, text } = await printed([tool, "--help"]);
    expect(code).toBe(0);
    const words = commandLines(text).map((line) => COMMAND_LINE.exec(line)?.[1]);
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words)).toEqual(new Set([tool]));
    expect(text.split("\n").filter((line) => line.length > 80 || RUN_TOGETHER.test(line))).toEqual([]);
  });

  it("a mistake in a tool command shows that tool's lines under the message", async () => {
    const { code, text } = await printed(["vote", "start", "10001", "20001"]);
    expect(code).toBe(2);
    expect(text).toMatch(/^vote start needs --title\n/);
    expect(new Set(commandLines(text).map((line) => COMMAND_LINE.exec(line)?.[1]))).toEqual(new Set(["vote"]));
  });
});
