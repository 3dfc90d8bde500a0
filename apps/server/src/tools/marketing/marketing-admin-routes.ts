import type { FastifyInstance } from "fastify";
import { BODY_CODES, MARKETING_BODY_CODES, TOPICS, type MarketingToolPushDTO } from "@livehall/wire";
import { ApiError, badParameter } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import type { MaterialCatalog } from "./marketing-files";
import {
  checkMarketingApp,
  MARKETING_LIMITS,
  MarketingInputError,
  type MarketingAppInput,
  type MarketingDefinition,
} from "./marketing-rules";
import { MarketingStore } from "./marketing-store";

interface AdminAppParams extends AdminRoomParams {
  appId: string;
}
const appParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "appId"],
  properties: { eventNumber: identifier, roomNumber: identifier, appId: identifier },
} as const;

const shortText = (max: number) => ({ type: "string", maxLength: max * 4 }) as const;
/** The organiser's tool; {@link checkMarketingApp} checks the rest (per-type rules, URL schemes, files). */
const toolBody = {
  type: "object",
  required: ["marketingAppType", "marketingAppName"],
  additionalProperties: false,
  properties: {
    marketingAppId: { type: "string", maxLength: 64 },
    marketingAppType: { type: "integer", minimum: 0, maximum: 8 },
    marketingAppName: shortText(MARKETING_LIMITS.name),
    description: shortText(MARKETING_LIMITS.description),
    jumpUrlDetail: {
      type: "array",
      maxItems: MARKETING_LIMITS.jumpEntries,
      items: {
        type: "object",
        required: ["jumpUrlType", "jumpUrlDetail"],
        additionalProperties: false,
        properties: {
          jumpUrlType: { type: "integer", enum: [1, 2] },
          jumpUrlDetail: { type: "string", maxLength: MARKETING_LIMITS.jumpDetail },
        },
      },
    },
    questions: {
      type: "array",
      maxItems: MARKETING_LIMITS.questions,
      items: {
        type: "object",
        required: ["questionHeading", "questionType"],
        additionalProperties: false,
        properties: {
          questionId: { type: "string", maxLength: 64 },
          questionHeading: shortText(MARKETING_LIMITS.heading),
          questionType: { type: "integer", minimum: 1, maximum: 10 },
          requiredFlag: { type: "integer", enum: [0, 1] },
          questionOptionRestricted: { type: "integer", minimum: 0, maximum: MARKETING_LIMITS.options },
          smsVerifyFlag: { type: "integer", enum: [0, 1] },
          options: {
            type: "array",
            maxItems: MARKETING_LIMITS.options,
            items: {
              type: "object",
              required: ["optionContent"],
              additionalProperties: false,
              properties: { optionId: { type: "string", maxLength: 64 }, optionContent: shortText(MARKETING_LIMITS.option) },
            },
          },
        },
      },
    },
    files: {
      type: "array",
      maxItems: MARKETING_LIMITS.files,
      items: {
        type: "object",
        required: ["fileName"],
        additionalProperties: false,
        properties: { fileId: { type: "string", maxLength: 64 }, fileName: { type: "string", maxLength: 128 } },
      },
    },
  },
} as const;

/** The MARKETING_TOOL push body: the room's list. */
const pushBody = (tools: readonly MarketingDefinition[]): MarketingToolPushDTO => ({
  items: tools.map(({ marketingAppId, marketingAppType, marketingAppName }) => ({ marketingAppId, marketingAppType, marketingAppName })),
});

/**
 * The organiser's marketing calls (decision 0031), admin token as for the rest of /api/admin:
 * - POST …/marketing-apps {tool} → adds it at the end of the room's list (100400 naming the field);
 * - DELETE …/marketing-apps/{appId} → removes it and its submissions;
 * - GET …/marketing-apps → the room's tools in full;
 * - GET …/marketing-apps/{appId}/submissions → its submissions, oldest first.
 * Adding and removing push MARKETING_TOOL (20327) `{items}` to the room.
 */
export function marketingAdminRoutes(app: FastifyInstance, ctx: ServerContext, catalog: MaterialCatalog): void {
  const store = new MarketingStore(ctx.db);

  async function roomOf(params: AdminRoomParams): Promise<{ eventId: string; roomId: string; channel: string }> {
    const { event, room, channel } = await adminRoom(ctx, params);
    return { eventId: event.id, roomId: room.id, channel };
  }

  async function publish(channel: string, tools: readonly MarketingDefinition[]): Promise<void> {
    await ctx.realtime.hub.publish(channel, TOPICS.MARKETING_TOOL, pushBody(tools)).catch((error: unknown) => {
      app.log.warn({ err: error }, "MARKETING_TOOL push failed");
    });
  }

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: MarketingAppInput }>(
      "/events/:eventNumber/rooms/:roomNumber/marketing-apps",
      { schema: { params: adminRoomParams, body: toolBody } },
      async (request) => {
        let tool: MarketingDefinition;
        try {
          tool = checkMarketingApp(request.body, catalog);
        } catch (error) {
          if (error instanceof MarketingInputError) throw badParameter(`Invalid body field '${error.field}': ${error.problem}`);
          throw error;
        }
        const { eventId, roomId, channel } = await roomOf(request.params);
        const list = await store.add(eventId, roomId, tool, ctx.now());
        if (list === "full")
          throw badParameter(`The room already has ${MARKETING_LIMITS.toolsPerRoom} marketing tools, the most it may hold`);
        if (list === "taken") throw new ApiError(409, BODY_CODES.badParameter, `A marketing tool ${tool.marketingAppId} exists already`);
        await publish(channel, list);
        return ok(tool);
      },
    );

    admin.delete<{ Params: AdminAppParams }>(
      "/events/:eventNumber/rooms/:roomNumber/marketing-apps/:appId",
      { schema: { params: appParams } },
      async (request) => {
        const { roomId, channel } = await roomOf(request.params);
        if (!(await store.remove(roomId, request.params.appId)))
          throw new ApiError(404, MARKETING_BODY_CODES.toolNotFound, "Unknown marketing tool");
        await publish(channel, await store.list(roomId));
        return ok({ removed: request.params.appId });
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/marketing-apps",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { roomId } = await roomOf(request.params);
        return ok({ list: await store.list(roomId) });
      },
    );

    admin.get<{ Params: AdminAppParams }>(
      "/events/:eventNumber/rooms/:roomNumber/marketing-apps/:appId/submissions",
      { schema: { params: appParams } },
      async (request) => {
        const { roomId } = await roomOf(request.params);
        if (!(await store.find(roomId, request.params.appId)))
          throw new ApiError(404, MARKETING_BODY_CODES.toolNotFound, "Unknown marketing tool");
        return ok({ list: await store.submissions(request.params.appId) });
      },
    );
  });
}
