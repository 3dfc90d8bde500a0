import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { ACCESS_TYPE, INTERACTION_TYPE, interceptAction, QUESTION_TYPE } from "@livehall/domain";
import {
  BODY_CODES,
  MARKETING_BODY_CODES,
  MARKETING_SUBMIT_COUNT,
  MARKETING_SUBMIT_WINDOW_MS,
  type MarketingAppDetailDTO,
  type MarketingAppListDTO,
  type MarketingCodeRequestDTO,
  type MarketingSubmitDTO,
  type MarketingSubmitRequestDTO,
  type MarketingTriggerRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { IDENTITY_TYPE, isMobile, normalizeAccount } from "../../services/accounts";
import { CallToActionStore } from "../../services/call-to-actions";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { AnswerProblem, checkAnswers } from "../../services/questionnaire-answers";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams, type ViewerRoom } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { attachmentDisposition, type MaterialCatalog } from "./marketing-files";
import { primaryTypeOf, type MarketingDefinition } from "./marketing-rules";
import { MarketingStore } from "./marketing-store";
import { codeBody, submitBody, triggerBody } from "./marketing-schemas";

/**
 * Our code type of the SMS code a marketing form's phone question is verified with (§3 code types
 * stop at 5; decision 0031): kept apart from sign-up and white-list codes.
 */
export const MARKETING_CODE = 6;

interface AppParams extends RoomParams {
  appId: string;
}
interface FileParams extends AppParams {
  fileId: string;
}
const appParams = {
  ...roomParams,
  required: [...roomParams.required, "appId"],
  properties: { ...roomParams.properties, appId: identifier },
};
const fileParams = {
  ...appParams,
  required: [...appParams.required, "fileId"],
  properties: { ...appParams.properties, fileId: identifier },
};

const toolNotFound = (): ApiError => new ApiError(200, MARKETING_BODY_CODES.toolNotFound, "Unknown marketing tool");
const submitLimited = (): ApiError => new ApiError(429, BODY_CODES.rateLimited, "Too many submissions: wait a minute");

/**
 * The §7 marketing calls of a room (decision 0031), bearer token and `{roomId}` as for every room
 * call ({@link viewerRoom}):
 * - GET …/watch-marketing-app → `{items}` in the room's order;
 * - GET …/watch-marketing-app/{appId} → the detail with this viewer's `submitFlag`;
 * - POST …/watch-marketing-app/{appId}/submit → answers checked against the questions (§5 shapes,
 *   required, option ids, lengths), the SMS `code` of a phone question with `smsVerifyFlag`, stored;
 * - POST …/watch-marketing-app/{appId}/verification-code {account} (ours) → texts that code;
 * - POST …/buried-dots/marketing-app-trigger → tracking, answers null;
 * - GET /events/{eventId}/rooms/{roomId}/marketing-app/{appId}/doc-file/{fileId} → the file, to a
 *   viewer who submitted the download.
 * An anonymous viewer of an event whose interactive access is on is refused forms, downloads and
 * contact tools (§6) with 132702, as the client's interception would have.
 */
export function marketingRoutes(app: FastifyInstance, ctx: ServerContext, materials: MaterialCatalog): void {
  const store = new MarketingStore(ctx.db);
  const callToActions = new CallToActionStore(ctx.db);
  const submits = new ChatRateLimit(ctx.now, MARKETING_SUBMIT_COUNT, MARKETING_SUBMIT_WINDOW_MS);

  async function toolOf(params: AppParams, authorization: string | undefined): Promise<ViewerRoom & { tool: MarketingDefinition }> {
    const where = await viewerRoom(ctx, params, authorization);
    const tool = await store.find(where.room.id, params.appId);
    if (!tool) throw toolNotFound();
    return { ...where, tool };
  }

  /** §6: an anonymous viewer, interactive access on, may not open a form, download or contact tool. */
  async function guard(where: ViewerRoom): Promise<string> {
    const audience = await ctx.sessions.findAudience(where.viewer.uid);
    if (!audience) throw unauthorized("Unknown audience");
    const outcome = interceptAction({
      userType: audience.user_type,
      interactAccess: where.event.interact_access_flag === 1,
      action: INTERACTION_TYPE.COLLECT_FORM,
      nicknameChangeAllowed: where.event.nickname_change_flag === 1,
      nicknameSet: audience.nickname !== "",
      accessType: ACCESS_TYPE.UNLIMITED,
    });
    if (outcome.kind !== "proceed") throw new ApiError(200, MARKETING_BODY_CODES.loginNeeded, "This event needs a login first");
    return audience.id;
  }

  app.get<{ Params: RoomParams }>(
    "/events/:eventId/rooms/:roomId/watch-marketing-app",
    { schema: { params: roomParams } },
    async (request) => {
      const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const data: MarketingAppListDTO = {
        items: (await store.list(room.id)).map(({ marketingAppId, marketingAppType, marketingAppName }) => ({
          marketingAppId,
          marketingAppType,
          marketingAppName,
        })),
      };
      return ok(data);
    },
  );

  app.get<{ Params: AppParams }>(
    "/events/:eventId/rooms/:roomId/watch-marketing-app/:appId",
    { schema: { params: appParams } },
    async (request) => {
      const { tool, viewer } = await toolOf(request.params, request.headers.authorization);
      const data: MarketingAppDetailDTO = {
        marketingAppId: tool.marketingAppId,
        marketingAppType: tool.marketingAppType,
        marketingAppName: tool.marketingAppName,
        description: tool.description,
        jumpUrl: { jumpUrlDetail: [...tool.jumpUrlDetail] },
        questions: [...tool.questions],
        files: tool.files.flatMap((file) => {
          const material = materials.find(file.fileName);
          return material
            ? [{ fileId: file.fileId, fileName: file.fileName, fileSize: material.size, contentType: material.contentType }]
            : [];
        }),
        submitFlag: (await store.hasSubmitted(tool.marketingAppId, viewer.uid)) ? 1 : 0,
      };
      return ok(data);
    },
  );

  app.post<{ Params: AppParams; Body: MarketingSubmitRequestDTO }>(
    "/events/:eventId/rooms/:roomId/watch-marketing-app/:appId/submit",
    { schema: { params: appParams, body: submitBody } },
    async (request) => {
      const body = request.body;
      const passive = body.triggerMode === "PASSIVE";
      if (passive && (body.callToActionId === undefined || body.callToActionSn === undefined))
        throw badParameter("A PASSIVE submit names its call-to-action: callToActionId and callToActionSn");
      const where = await toolOf(request.params, request.headers.authorization);
      const audienceId = await guard(where);
      const { tool, event, room } = where;
      if (!submits.take(`${tool.marketingAppId}/${audienceId}`)) throw submitLimited();
      if (passive) {
        const cta = (await callToActions.list(room.id)).find((item) => item.callToActionId === body.callToActionId);
        if (cta === undefined || cta.callToActionSn !== body.callToActionSn || cta.marketingAppId !== tool.marketingAppId)
          throw badParameter("The call-to-action named does not open this tool in this room");
      }
      let checked;
      try {
        checked = checkAnswers(tool.questions, body.questions);
      } catch (error) {
        if (error instanceof AnswerProblem) throw new ApiError(400, BODY_CODES.answerInvalid, error.message);
        throw error;
      }
      for (const item of checked) {
        if (item.question.smsVerifyFlag !== 1 || item.text === "") continue;
        if (body.code.trim() === "")
          throw new ApiError(400, BODY_CODES.answerInvalid, `「${item.question.questionHeading}」needs the code texted to it`);
        await ctx.verificationCodes.verify({
          eventId: event.id,
          account: normalizeAccount(item.text),
          codeType: MARKETING_CODE,
          code: body.code,
          ip: request.ip,
        });
      }
      const agreements = Object.fromEntries(
        (["privacyPolicyVersion", "userAgreementVersion", "privacyPolicyLanguageType", "userAgreementLanguageType"] as const).flatMap(
          (key) => {
            const value = body[key];
            return value === undefined ? [] : [[key, value]];
          },
        ),
      );
      const submissionId = await store.submit(
        {
          marketingAppId: tool.marketingAppId,
          eventId: event.id,
          roomId: room.id,
          audienceId,
          triggerMode: passive ? "PASSIVE" : "ACTIVE",
          callToActionId: passive ? (body.callToActionId ?? "") : "",
          callToActionSn: passive ? (body.callToActionSn ?? "") : "",
          questions: checked.filter((item) => answered(item.answer)).map((item) => withoutCode(item.answer)),
          agreements,
        },
        ctx.now(),
      );
      const data: MarketingSubmitDTO = { submissionId, submitFlag: 1 };
      return ok(data);
    },
  );

  app.post<{ Params: AppParams; Body: MarketingCodeRequestDTO }>(
    "/events/:eventId/rooms/:roomId/watch-marketing-app/:appId/verification-code",
    { schema: { params: appParams, body: codeBody } },
    async (request) => {
      const where = await toolOf(request.params, request.headers.authorization);
      await guard(where);
      const account = normalizeAccount(request.body.account);
      if (!isMobile(account)) throw badParameter("Invalid body field 'account': must be a mobile number of 5 to 20 digits");
      if (!where.tool.questions.some((question) => question.smsVerifyFlag === 1 && question.questionType === QUESTION_TYPE.PHONE))
        throw badParameter("This tool verifies no phone number");
      await ctx.verificationCodes.send({
        eventId: where.event.id,
        eventName: where.event.name,
        account,
        identityType: IDENTITY_TYPE.mobile,
        codeType: MARKETING_CODE,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  app.post<{ Params: RoomParams; Body: MarketingTriggerRequestDTO }>(
    "/events/:eventId/rooms/:roomId/buried-dots/marketing-app-trigger",
    { schema: { params: roomParams, body: triggerBody } },
    async (request) => {
      const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const tool = await store.find(room.id, request.body.marketingAppId);
      if (!tool) throw toolNotFound();
      if (request.body.marketingAppPrimaryType !== primaryTypeOf(tool.marketingAppType))
        throw badParameter(`Invalid body field 'marketingAppPrimaryType': this tool's is ${primaryTypeOf(tool.marketingAppType)}`);
      request.log.info({ marketingAppId: tool.marketingAppId, triggerMode: request.body.triggerMode }, "marketing tool opened");
      return ok(null);
    },
  );

  app.get<{ Params: FileParams }>(
    "/events/:eventId/rooms/:roomId/marketing-app/:appId/doc-file/:fileId",
    { schema: { params: fileParams } },
    async (request, reply) => {
      const where = await toolOf(request.params, request.headers.authorization);
      const audienceId = await guard(where);
      const file = where.tool.files.find((item) => item.fileId === request.params.fileId);
      const material = file ? materials.find(file.fileName) : null;
      if (!material || !(await store.hasSubmitted(where.tool.marketingAppId, audienceId)))
        throw new ApiError(404, MARKETING_BODY_CODES.fileNotFound, "No such file, or the download was not submitted yet");
      return reply
        .header("content-type", material.contentType)
        .header("content-disposition", attachmentDisposition(material.fileName))
        .header("content-length", String(material.size))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(createReadStream(material.path));
    },
  );
}

const answered = (answer: { answerContent?: string; answers?: unknown[]; customAnswerContent?: string }): boolean =>
  (answer.answerContent ?? "").trim() !== "" || (answer.answers ?? []).length > 0 || (answer.customAnswerContent ?? "").trim() !== "";

function withoutCode<T extends { verifyCode?: string }>(answer: T): Omit<T, "verifyCode"> {
  const { verifyCode: _code, ...kept } = answer;
  return kept;
}
