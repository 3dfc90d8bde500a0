import { describe, expect, it } from "vitest";
import { integerValue, singleValue, toolRoom, ToolUsageError, type ToolCli } from "./tool-cli";
import { firstCommandWord, parseToolCommand } from "./tool-cli-parse";

/** A tool CLI shaped like the vote's: `demo start <event> <room> --title T --option O… [--multiple] [--seconds N]`. */
const demo: ToolCli = {
  tool: "demo",
  usage: [],
  valueOptions: ["title", "option", "seconds"],
  flagOptions: ["multiple"],
  request(action, args) {
    const { path } = toolRoom(args, "demo", 2);
    if (action !== "start") throw new ToolUsageError(`demo takes start, got ${JSON.stringify(action)}`);
    return {
      method: "POST",
      path: `${path}/demos`,
      body: {
        title: singleValue(args, "title") ?? "",
        options: args.values["option"] ?? [],
        multiple: args.flags.has("multiple"),
        seconds: integerValue(args, "seconds", 1, 3600) ?? null,
      },
    };
  },
};

describe("a tool's command line", () => {
  it("finds the command word after the global options", () => {
    expect(firstCommandWord(["--url", "http://x", "--token", "t", "vote", "start"])).toBe("vote");
    expect(firstCommandWord(["--token=t", "vote"])).toBe("vote");
    expect(firstCommandWord(["--url", "http://x"])).toBeUndefined();
  });

  it("collects repeated options in order, flags and the global ones", () => {
    const parsed = parseToolCommand(
      [
        "--url",
        "http://h:1",
        "demo",
        "start",
        "10001",
        "20001",
        "--title",
        "Lunch?",
        "--option",
        "Yes",
        "--option=No",
        "--multiple",
        "--seconds",
        "60",
      ],
      demo,
    );
    expect(parsed).toEqual({
      url: "http://h:1",
      token: null,
      tool: "demo",
      action: "start",
      request: {
        method: "POST",
        path: "/api/admin/events/10001/rooms/20001/demos",
        body: { title: "Lunch?", options: ["Yes", "No"], multiple: true, seconds: 60 },
      },
    });
  });

  it.each([
    ["an unknown option", ["demo", "start", "1", "2", "--colour", "red"], "Unknown option --colour for demo"],
    ["a value option without its value", ["demo", "start", "1", "2", "--title"], "--title needs a value"],
    ["a flag given a value", ["demo", "start", "1", "2", "--multiple=yes"], "--multiple takes no value"],
    ["no action", ["demo"], "demo needs an action, e.g. demo start"],
    ["a missing room", ["demo", "start", "1"], "This demo command takes 2 arguments, got 1"],
    ["a bad event number", ["demo", "start", "1/2", "2"], `The event number must be 1-64 letters, digits, '_' or '-', got "1/2"`],
    ["a single option twice", ["demo", "start", "1", "2", "--title", "a", "--title", "b"], "--title is given 2 times; give it once"],
    ["a number out of range", ["demo", "start", "1", "2", "--seconds", "0"], `--seconds must be a whole number from 1 to 3600, got "0"`],
    ["an unknown action", ["demo", "stop", "1", "2"], `demo takes start, got "stop"`],
  ])("refuses %s with a message", (_name, argv, message) => {
    expect(() => parseToolCommand(argv, demo)).toThrow(new ToolUsageError(message));
  });
});
