import { MAX_VOTE_SECONDS } from "@livehall/wire";
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

const RESULTS = ["voters", "all"];

/** `vote start <event> <room> --title T --option O --option O… [--multiple] [--seconds N] [--results voters|all] [--id-viewers-only]`. */
function start(args: ToolArgs): AdminRequest {
  const { path } = toolRoom(args, "vote start", 2);
  const title = singleValue(args, "title");
  if (title === undefined) throw new ToolUsageError("vote start needs --title");
  const options = args.values["option"] ?? [];
  if (options.length < 2) throw new ToolUsageError("vote start needs at least two --option");
  const seconds = integerValue(args, "seconds", 1, MAX_VOTE_SECONDS);
  const results = singleValue(args, "results");
  if (results !== undefined && !RESULTS.includes(results))
    throw new ToolUsageError(`--results must be voters or all, got ${JSON.stringify(results)}`);
  return {
    method: "POST",
    path: `${path}/votes`,
    body: {
      title,
      options: [...options],
      multiple: args.flags.has("multiple"),
      ...(seconds === undefined ? {} : { seconds }),
      ...(results === undefined ? {} : { results }),
      ...(args.flags.has("id-viewers-only") ? { idViewersOnly: true } : {}),
    },
  };
}

/** `vote end|results <event> <room> <voteId>`. */
function ofVote(action: "end" | "results", args: ToolArgs): AdminRequest {
  const { path, rest } = toolRoom(args, `vote ${action}`, 3);
  const voteId = toolIdentifier(rest[0], "The vote id");
  return action === "end"
    ? { method: "POST", path: `${path}/votes/${voteId}/end`, body: {} }
    : { method: "GET", path: `${path}/votes/${voteId}`, body: null };
}

/**
 * The vote's CLI (decision 0027): start prints the created vote (with its `voteId`) as JSON, end
 * the ended vote with its results, results the vote with its results so far.
 */
export const VOTE_CLI: ToolCli = {
  tool: "vote",
  usage: [
    {
      synopsis:
        'vote start <event> <room> --title "…" --option "…" --option "…" [--multiple] [--seconds N] [--results voters|all] [--id-viewers-only]',
      summary:
        "start a vote (ends by itself after N seconds; results shown to voters unless --results all; anonymous viewers asked to log in with --id-viewers-only); prints it as JSON with its voteId",
    },
    { synopsis: "vote end <event> <room> <voteId>", summary: "end a vote now; prints it with its results" },
    { synopsis: "vote results <event> <room> <voteId>", summary: "print a vote with its results" },
  ],
  valueOptions: ["title", "option", "seconds", "results"],
  flagOptions: ["multiple", "id-viewers-only"],
  request(action, args) {
    if (action === "start") return start(args);
    if (action === "end" || action === "results") return ofVote(action, args);
    throw new ToolUsageError(`vote takes start, end or results, got ${JSON.stringify(action)}`);
  },
};
