import type { RoomPush, ViewerVote, VoteData, VoteOption, VoteOptionResult, VoteResults } from "@livehall/application";
import type { ViewerVoteDTO, VoteDTO, VotePushBody, VoteTallyDTO } from "@livehall/wire";

type Fields = Readonly<Record<string, unknown>>;

function record(value: unknown): Fields | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}
const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const timeOrNull = (value: unknown): number | null | undefined =>
  value === null || value === undefined ? null : finite(value) ? value : undefined;
const texts = (value: unknown): string[] | null => (Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null);

/** A VoteTallyDTO as the application's results, or null when unreadable. */
export function parseVoteResults(value: unknown): VoteResults | null {
  const fields = record(value) as Partial<Record<keyof VoteTallyDTO, unknown>> | null;
  if (!fields || !finite(fields.ballots) || !finite(fields.choices) || !finite(fields.at) || !Array.isArray(fields.options)) return null;
  const options: VoteOptionResult[] = [];
  for (const item of fields.options) {
    const option = record(item);
    if (!option || typeof option["optionId"] !== "string" || !finite(option["count"]) || !finite(option["percent"])) return null;
    options.push({ optionId: option["optionId"], count: option["count"], percent: option["percent"] });
  }
  // Absent from a server before the anonymous cap: none counted apart.
  const anonymousBallots = finite(fields.anonymousBallots) ? fields.anonymousBallots : 0;
  return { ballots: fields.ballots, choices: fields.choices, options, anonymousBallots, at: fields.at };
}

/** A VoteDTO as the application's vote, or null when unreadable (no id, fewer than two options…). */
export function parseVoteData(value: unknown): VoteData | null {
  const fields = record(value) as Partial<Record<keyof VoteDTO, unknown>> | null;
  if (!fields || typeof fields.voteId !== "string" || fields.voteId === "" || typeof fields.title !== "string") return null;
  if (typeof fields.multiple !== "boolean" || !finite(fields.startedAt) || !Array.isArray(fields.options)) return null;
  const endsAt = timeOrNull(fields.endsAt);
  const endedAt = timeOrNull(fields.endedAt);
  if (endsAt === undefined || endedAt === undefined) return null;
  const options: VoteOption[] = [];
  for (const item of fields.options) {
    const option = record(item);
    if (!option || typeof option["optionId"] !== "string" || typeof option["text"] !== "string") return null;
    options.push({ optionId: option["optionId"], text: option["text"] });
  }
  if (options.length < 2) return null;
  return {
    voteId: fields.voteId,
    title: fields.title,
    multiple: fields.multiple,
    options,
    resultsFor: fields.results === "all" ? "all" : "voters",
    startedAt: fields.startedAt,
    endsAt,
    endedAt,
    idViewersOnly: fields.idViewersOnly === true,
  };
}

/** A ViewerVoteDTO (the current vote), or null when unreadable. */
export function parseViewerVote(value: unknown): ViewerVote | null {
  const vote = parseVoteData(value);
  const fields = record(value) as Partial<Record<keyof ViewerVoteDTO, unknown>> | null;
  if (!vote || !fields || !finite(fields.serverTime)) return null;
  const myOptionIds = fields.myOptionIds === null || fields.myOptionIds === undefined ? null : texts(fields.myOptionIds);
  if (myOptionIds === null && fields.myOptionIds !== null && fields.myOptionIds !== undefined) return null;
  const results = fields.tally === null || fields.tally === undefined ? null : parseVoteResults(fields.tally);
  return { ...vote, myOptionIds, results, serverTime: fields.serverTime };
}

/** A VOTE push body as the application's push, or null when unreadable. */
export function parseVotePush(body: unknown): RoomPush | null {
  const fields = record(body) as Partial<Record<"type" | "vote" | "voteId" | "tally", unknown>> | null;
  const results = parseVoteResults(fields?.tally);
  if (!fields || !results) return null;
  const type = fields.type as VotePushBody["type"] | undefined;
  if (type === "tally")
    return typeof fields.voteId === "string" && fields.voteId !== "" ? { kind: "voteTally", voteId: fields.voteId, results } : null;
  const vote = parseVoteData(fields.vote);
  if (!vote) return null;
  if (type === "start") return { kind: "voteStarted", vote, results };
  if (type === "end") return { kind: "voteEnded", vote, results };
  return null;
}
