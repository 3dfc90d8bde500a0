import { integerValue, singleValue, toolIdentifier, toolRoom, ToolUsageError, type ToolCli } from "../tool-cli";

/**
 * `sign-in start <event> <room> [--seconds N] [--title T] [--id-viewers-only]` (a check-in window; prints it with its
 * id), `sign-in end <event> <room> <signInId>`, `sign-in results <event> <room> <signInId>`.
 */
export const signInCli: ToolCli = {
  tool: "sign-in",
  usage: [
    {
      synopsis: "sign-in start <event> <room> [--seconds N] [--title T] [--id-viewers-only]",
      summary: "a check-in window of N seconds (default 60); anonymous viewers asked to log in with --id-viewers-only; viewers get SIGN_IN",
    },
    { synopsis: "sign-in end <event> <room> <signInId>", summary: "close the window now" },
    {
      synopsis: "sign-in results <event> <room> <signInId>",
      summary: "the count, who checked in and how many are anonymous (anonymousAnswers)",
    },
  ],
  valueOptions: ["seconds", "title"],
  flagOptions: ["id-viewers-only"],
  request(action, args) {
    switch (action) {
      case "start": {
        const { path } = toolRoom(args, "sign-in start", 2);
        const title = singleValue(args, "title");
        return {
          method: "POST",
          path: `${path}/sign-ins`,
          body: {
            seconds: integerValue(args, "seconds", 5, 86_400) ?? 60,
            ...(title === undefined ? {} : { title }),
            ...(args.flags.has("id-viewers-only") ? { idViewersOnly: true } : {}),
          },
        };
      }
      case "end":
      case "results": {
        const { path, rest } = toolRoom(args, `sign-in ${action}`, 3);
        const id = toolIdentifier(rest[0], "The check-in id");
        return action === "end"
          ? { method: "POST", path: `${path}/sign-ins/${id}/end`, body: null }
          : { method: "GET", path: `${path}/sign-ins/${id}`, body: null };
      }
      default:
        throw new ToolUsageError(`sign-in takes start, end or results, got ${JSON.stringify(action)}`);
    }
  },
};
