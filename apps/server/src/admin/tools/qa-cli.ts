import { singleValue, toolIdentifier, toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/**
 * The Q&A CLI (decision 0029):
 * `qa list <event> <room> [--sort votes|time]`,
 * `qa answer <event> <room> <questionId> --text "…" [--private]`,
 * `qa mark <event> <room> <questionId> [--unanswered]`.
 */
export const QA_CLI: ToolCli = {
  tool: "qa",
  usage: [
    { synopsis: "qa list <event> <room> [--sort votes|time]", summary: "the room's questions (private answers included)" },
    {
      synopsis: "qa answer <event> <room> <questionId> --text T [--private]",
      summary: "answer a question for everyone, or --private for its asker only",
    },
    { synopsis: "qa mark <event> <room> <questionId> [--unanswered]", summary: "mark a question answered (or not)" },
  ],
  valueOptions: ["sort", "text"],
  flagOptions: ["private", "unanswered"],
  request(action: string, args: ToolArgs): AdminRequest {
    switch (action) {
      case "list": {
        const { path } = toolRoom(args, "qa list", 2);
        const sort = singleValue(args, "sort");
        if (sort !== undefined && sort !== "votes" && sort !== "time")
          throw new ToolUsageError(`--sort must be votes or time, got ${JSON.stringify(sort)}`);
        return { method: "GET", path: `${path}/questions${sort ? `?sort=${sort}` : ""}`, body: null };
      }
      case "answer": {
        const { path, rest } = toolRoom(args, "qa answer", 3);
        const questionId = toolIdentifier(rest[0], "The question id");
        const text = singleValue(args, "text");
        if (text === undefined) throw new ToolUsageError("qa answer needs --text");
        return {
          method: "POST",
          path: `${path}/questions/${questionId}/answer`,
          body: { content: text, privateFlag: args.flags.has("private") ? 1 : 0 },
        };
      }
      case "mark": {
        const { path, rest } = toolRoom(args, "qa mark", 3);
        const questionId = toolIdentifier(rest[0], "The question id");
        return {
          method: "POST",
          path: `${path}/questions/${questionId}/mark`,
          body: { answeredFlag: args.flags.has("unanswered") ? 0 : 1 },
        };
      }
      default:
        throw new ToolUsageError(`qa takes list, answer or mark, got ${JSON.stringify(action)}`);
    }
  },
};
