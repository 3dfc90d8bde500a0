import { ballotProblem, type BallotProblem } from "@livehall/domain";
import { MAX_VOTE_OPTION_LENGTH, MAX_VOTE_OPTIONS, MAX_VOTE_TITLE_LENGTH, type VoteResultsAudienceDTO } from "@livehall/wire";
import { badParameter, type ApiError } from "../../http/api-error";
import { characterCount, isWellFormedText } from "../../services/text-length";

/** The organiser's create body as the schema lets it through. */
export interface CreateVoteBody {
  title: string;
  options: string[];
  multiple?: boolean;
  /** "ID viewers only" (decision 0060): anonymous viewers are asked to log in before voting. */
  idViewersOnly?: boolean;
  seconds?: number;
  results?: VoteResultsAudienceDTO;
}

/** A create body checked: trimmed title and options. */
export interface CheckedVote {
  readonly title: string;
  readonly options: readonly string[];
  readonly multiple: boolean;
  readonly idViewersOnly: boolean;
  readonly seconds: number | null;
  readonly results: VoteResultsAudienceDTO;
}

/** Results are shown to voters unless the organiser says all (decision 0027: nobody is swayed before voting). */
export const DEFAULT_VOTE_RESULTS: VoteResultsAudienceDTO = "voters";

/** Any control character or line separator: a title or option is one line of plain text. */
const CONTROL = /\p{Cc}|[\u2028\u2029]/u;

/** Why a text field is unusable, or null. */
function textProblem(text: string, max: number): string | null {
  if (text === "") return "must not be empty";
  if (characterCount(text) > max) return `must be at most ${max} characters`;
  if (!isWellFormedText(text) || CONTROL.test(text)) return "must be plain text without control characters";
  return null;
}

/** Checks the organiser's vote (title, 2–20 distinct options); throws 100400 naming the field. */
export function checkVote(body: CreateVoteBody): CheckedVote {
  const title = body.title.trim();
  const titleProblem = textProblem(title, MAX_VOTE_TITLE_LENGTH);
  if (titleProblem) throw badParameter(`Invalid body field 'title': ${titleProblem}`);
  if (body.options.length < 2 || body.options.length > MAX_VOTE_OPTIONS)
    throw badParameter(`Invalid body field 'options': give 2 to ${MAX_VOTE_OPTIONS} options, got ${body.options.length}`);
  const options = body.options.map((option) => option.trim());
  options.forEach((option, index) => {
    const problem = textProblem(option, MAX_VOTE_OPTION_LENGTH);
    if (problem) throw badParameter(`Invalid body field 'options[${index}]': ${problem}`);
    if (options.indexOf(option) !== index)
      throw badParameter(`Invalid body field 'options[${index}]': ${JSON.stringify(option)} appears twice`);
  });
  return {
    title,
    options,
    multiple: body.multiple ?? false,
    idViewersOnly: body.idViewersOnly ?? false,
    seconds: body.seconds ?? null,
    results: body.results ?? DEFAULT_VOTE_RESULTS,
  };
}

const BALLOT_MESSAGES: Record<BallotProblem, string> = {
  empty: "choose at least one option",
  tooMany: "this vote takes exactly one option",
  duplicate: "an option is chosen twice",
  unknownOption: "an option is not one of this vote's",
};

/** The 100400 for a ballot that does not fit its vote, or null for a valid one. */
export function ballotRefusal(
  vote: { multiple: boolean; options: readonly { optionId: string }[] },
  optionIds: readonly string[],
): ApiError | null {
  const problem = ballotProblem({ multiple: vote.multiple, optionIds: vote.options.map((option) => option.optionId) }, optionIds);
  return problem === null ? null : badParameter(`Invalid body field 'optionIds': ${BALLOT_MESSAGES[problem]}`);
}
