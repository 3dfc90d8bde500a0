import { readFileSync } from "node:fs";
import {
  integerValue,
  singleValue,
  toolIdentifier,
  toolRoom,
  ToolUsageError,
  type AdminRequest,
  type ToolArgs,
  type ToolCli,
} from "../tool-cli";

/** Reads the paper file: a JSON object {title, seconds, questions} (docs/api.md "Exam"). */
function readPaper(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ToolUsageError(`Cannot read --file ${JSON.stringify(file)}`);
  }
  let paper: unknown;
  try {
    paper = JSON.parse(text);
  } catch {
    throw new ToolUsageError(`--file ${JSON.stringify(file)} is not JSON`);
  }
  if (typeof paper !== "object" || paper === null || Array.isArray(paper)) throw new ToolUsageError("The paper must be a JSON object");
  return paper as Record<string, unknown>;
}

/**
 * The exam CLI (decision 0029):
 * `exam start <event> <room> --file paper.json [--title T] [--seconds N] [--id-viewers-only]` (the options override the file's),
 * `exam end <event> <room> <examId>`, `exam results <event> <room> <examId>`,
 * `exam review <event> <room> <examId> --viewer V --question Q --score N` (decision 0042).
 */
export const EXAM_CLI: ToolCli = {
  tool: "exam",
  usage: [
    {
      synopsis: "exam start <event> <room> --file paper.json [--title T] [--seconds N] [--id-viewers-only]",
      summary:
        "start a timed exam: {title, seconds, questions} (see docs/api.md); anonymous viewers asked to log in with --id-viewers-only",
    },
    { synopsis: "exam end <event> <room> <examId>", summary: "end an exam early" },
    {
      synopsis: "exam results <event> <room> <examId>",
      summary: "every submission with its score and how many are anonymous (anonymousAnswers)",
    },
    {
      synopsis: "exam review <event> <room> <examId> --viewer V --question Q --score N",
      summary: "score a viewer's text answer (again: replaces)",
    },
  ],
  valueOptions: ["file", "title", "seconds", "viewer", "question", "score"],
  flagOptions: ["id-viewers-only"],
  request(action: string, args: ToolArgs): AdminRequest {
    switch (action) {
      case "start": {
        const { path } = toolRoom(args, "exam start", 2);
        const file = singleValue(args, "file");
        if (file === undefined) throw new ToolUsageError("exam start needs --file paper.json");
        const title = singleValue(args, "title");
        const seconds = integerValue(args, "seconds", 10, 4 * 60 * 60);
        const paper = readPaper(file);
        return {
          method: "POST",
          path: `${path}/exams`,
          body: {
            ...paper,
            ...(title === undefined ? {} : { title }),
            ...(seconds === undefined ? {} : { seconds }),
            ...(args.flags.has("id-viewers-only") ? { idViewersOnly: true } : {}),
          },
        };
      }
      case "end":
      case "results": {
        const { path, rest } = toolRoom(args, `exam ${action}`, 3);
        const examId = toolIdentifier(rest[0], "The exam id");
        return action === "end"
          ? { method: "POST", path: `${path}/exams/${examId}/end`, body: {} }
          : { method: "GET", path: `${path}/exams/${examId}/results`, body: null };
      }
      case "review": {
        const { path, rest } = toolRoom(args, "exam review", 3);
        const examId = toolIdentifier(rest[0], "The exam id");
        const liveUserId = toolIdentifier(singleValue(args, "viewer"), "--viewer (the viewer id)");
        const questionId = toolIdentifier(singleValue(args, "question"), "--question (the question id)");
        const score = integerValue(args, "score", 0, 100);
        if (score === undefined) throw new ToolUsageError("exam review needs --score N");
        return { method: "POST", path: `${path}/exams/${examId}/reviews`, body: { liveUserId, questionId, score } };
      }
      default:
        throw new ToolUsageError(`exam takes start, end, results or review, got ${JSON.stringify(action)}`);
    }
  },
};
