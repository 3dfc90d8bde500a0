import { integerValue, singleValue, toolIdentifier, toolRoom, ToolUsageError, type ToolCli } from "../tool-cli";

/**
 * `quiz start <event> <room> --question Q --option A --option B… --answer N [--winners N] [--seconds N] [--id-viewers-only]`
 * (the award quiz, VIE_ANSWER; prints the quiz with its id), `quiz end <event> <room> <quizId>`,
 * `quiz results <event> <room> <quizId>` (winners and every answer by order of receipt).
 */
export const quizCli: ToolCli = {
  tool: "quiz",
  usage: [
    {
      synopsis: "quiz start <event> <room> --question Q --option A --option B… --answer N [--winners N] [--seconds N] [--id-viewers-only]",
      summary:
        "an award quiz: the first N (default 1) correct answers within the countdown (default 30 s) win; --answer is the correct option, 1-based; anonymous viewers asked to log in with --id-viewers-only; viewers get AWARD_QUIZ",
    },
    { synopsis: "quiz end <event> <room> <quizId>", summary: "end the quiz now (the answer is told)" },
    {
      synopsis: "quiz results <event> <room> <quizId>",
      summary: "the quiz, its winners, every answer in order of receipt and how many are anonymous (anonymousAnswers)",
    },
  ],
  valueOptions: ["question", "option", "answer", "winners", "seconds"],
  flagOptions: ["id-viewers-only"],
  request(action, args) {
    switch (action) {
      case "start": {
        const { path } = toolRoom(args, "quiz start", 2);
        const question = singleValue(args, "question");
        if (question === undefined) throw new ToolUsageError("quiz start needs --question");
        const options = args.values["option"] ?? [];
        if (options.length < 2) throw new ToolUsageError("quiz start needs at least two --option");
        const answer = integerValue(args, "answer", 1, options.length);
        if (answer === undefined) throw new ToolUsageError("quiz start needs --answer, the correct option's number (1-based)");
        return {
          method: "POST",
          path: `${path}/quizzes`,
          body: {
            question,
            options,
            answer,
            winners: integerValue(args, "winners", 1, 100) ?? 1,
            seconds: integerValue(args, "seconds", 5, 3600) ?? 30,
            ...(args.flags.has("id-viewers-only") ? { idViewersOnly: true } : {}),
          },
        };
      }
      case "end":
      case "results": {
        const { path, rest } = toolRoom(args, `quiz ${action}`, 3);
        const id = toolIdentifier(rest[0], "The quiz id");
        return action === "end"
          ? { method: "POST", path: `${path}/quizzes/${id}/end`, body: null }
          : { method: "GET", path: `${path}/quizzes/${id}`, body: null };
      }
      default:
        throw new ToolUsageError(`quiz takes start, end or results, got ${JSON.stringify(action)}`);
    }
  },
};
