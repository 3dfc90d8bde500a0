import { QUESTION_TYPE } from "@livehall/domain";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  API_PATHS,
  BODY_CODES,
  type AnswerDTO,
  type QuestionDTO,
  type QuestionnaireAnswerRequestDTO,
  type QuestionnaireDTO,
} from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import { IDENTITY_TYPE, normalizeAccount } from "../services/accounts";
import type { EventRow } from "../services/event-store";
import { AnswerProblem, checkAnswers, type CheckedAnswer } from "../services/questionnaire-answers";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { identifier, shortText } from "./schemas";

/** §3 Access type 1. */
const SIGNUP_ACCESS = 1;
/** §3 Code type 4: codes sent to a sign-up answer. */
const SIGNUP_CODE = 4;

const questionnaireQuery = {
  type: "object",
  required: ["virtualEventId", "questionnaireId"],
  properties: { virtualEventId: identifier, questionnaireId: identifier },
} as const;

const answerSchema = {
  type: "object",
  required: ["questionId", "questionType"],
  properties: {
    questionId: identifier,
    questionType: { type: "integer", minimum: 1, maximum: 10 },
    answerContent: { type: "string", maxLength: 4000 },
    customAnswerContent: { type: "string", maxLength: 1000 },
    answers: {
      type: "array",
      maxItems: 100,
      items: { type: "object", required: ["optionId"], properties: { optionId: identifier, answerContent: shortText } },
    },
    verifyCode: { type: "string", maxLength: 16 },
  },
} as const;

const answerBody = {
  type: "object",
  required: ["virtualEventId", "questionnaireId", "questions"],
  properties: {
    virtualEventId: identifier,
    questionnaireId: identifier,
    questions: { type: "array", maxItems: 200, items: answerSchema },
    browserFingerprint: shortText,
  },
} as const;

const answerInvalid = (message: string): ApiError => new ApiError(200, BODY_CODES.answerInvalid, message);

async function questionnaireOf(ctx: ServerContext, event: EventRow, questionnaireId: string): Promise<QuestionnaireDTO> {
  const row = await ctx.db
    .selectFrom("questionnaires")
    .selectAll()
    .where("event_id", "=", event.id)
    .where("id", "=", questionnaireId)
    .executeTakeFirst();
  if (!row) throw badParameter(`Unknown questionnaire ${questionnaireId}`);
  return { questionnaireId: row.id, questionnaireName: row.name, questions: JSON.parse(row.questions) as QuestionDTO[] };
}

/** The answer text of the first answered question of `type`, or "". */
const firstText = (checked: readonly CheckedAnswer[], type: number): string =>
  checked.find((item) => item.question.questionType === type && item.text !== "")?.text ?? "";

/**
 * §7 sign-up (access type 1): the viewer reads the event's questionnaire and answers it; answering
 * the default questionnaire of a signup event signs the viewer up as an ID audience and answers
 * its tokens. Neither call needs a token.
 */
export function signupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { virtualEventId: string; questionnaireId: string } }>(
    API_PATHS.viewerQuestionnaires,
    { schema: { querystring: questionnaireQuery } },
    async (request) => {
      const event = await eventById(ctx, request.query.virtualEventId);
      return ok(await questionnaireOf(ctx, event, request.query.questionnaireId));
    },
  );

  app.post<{ Body: QuestionnaireAnswerRequestDTO }>(API_PATHS.questionnaireAnswer, { schema: { body: answerBody } }, async (request) => {
    const body = request.body;
    const event = await eventById(ctx, body.virtualEventId);
    if (
      event.access_type !== SIGNUP_ACCESS ||
      event.default_questionnaire_id === "" ||
      body.questionnaireId !== event.default_questionnaire_id
    ) {
      throw new ApiError(200, BODY_CODES.accessDenied, "This questionnaire does not sign viewers up for the event");
    }
    const questionnaire = await questionnaireOf(ctx, event, body.questionnaireId);
    let checked: CheckedAnswer[];
    try {
      checked = checkAnswers(questionnaire.questions, body.questions);
    } catch (error) {
      if (error instanceof AnswerProblem) throw answerInvalid(error.message);
      throw error;
    }
    const verified = await verifyAnswers(ctx, event, checked, request.ip);
    // Only an answer proven with a code names the viewer's account (an unproven one could claim someone else's).
    const account = verified.find((item) => item.question.questionType === QUESTION_TYPE.EMAIL) ?? verified[0];
    const existing = account ? await ctx.sessions.findByAccount(event.id, normalizeAccount(account.text)) : undefined;
    const audienceId =
      existing?.id ??
      (await ctx.sessions.createIdAudience(event, {
        nickname: firstText(checked, QUESTION_TYPE.NAME).slice(0, 20),
        account: account ? normalizeAccount(account.text) : null,
        ...(account
          ? { identityType: account.question.questionType === QUESTION_TYPE.EMAIL ? IDENTITY_TYPE.email : IDENTITY_TYPE.mobile }
          : {}),
      }));
    const stored: AnswerDTO[] = checked
      .filter((item) => item.text !== "" || (item.answer.answers?.length ?? 0) > 0 || item.answer.customAnswerContent)
      .map(({ answer }) => {
        const { verifyCode: _code, ...kept } = answer;
        return kept;
      });
    await ctx.db
      .insertInto("questionnaire_submissions")
      .values({
        id: randomUUID(),
        event_id: event.id,
        questionnaire_id: questionnaire.questionnaireId,
        audience_id: audienceId,
        answers: JSON.stringify(stored),
        created_at: ctx.now(),
      })
      .execute();
    return ok(await ctx.sessions.login(event, audienceId, body.browserFingerprint ?? ""));
  });
}

/**
 * Checks the code of every answered phone/email question that asks for one (smsVerifyFlag,
 * codeType 4 sent to the answer). Answers the verified questions; a missing or wrong code is
 * 100109 naming the question.
 */
async function verifyAnswers(ctx: ServerContext, event: EventRow, checked: readonly CheckedAnswer[], ip: string): Promise<CheckedAnswer[]> {
  const verified: CheckedAnswer[] = [];
  for (const item of checked) {
    if (item.question.smsVerifyFlag !== 1 || item.text === "") continue;
    const heading = item.question.questionHeading;
    const code = item.answer.verifyCode ?? "";
    if (code === "") throw answerInvalid(`「${heading}」需要验证码`);
    try {
      await ctx.verificationCodes.verify({ eventId: event.id, account: normalizeAccount(item.text), codeType: SIGNUP_CODE, code, ip });
    } catch (error) {
      if (error instanceof ApiError) throw answerInvalid(`「${heading}」${error.message}`);
      throw error;
    }
    verified.push(item);
  }
  return verified;
}
