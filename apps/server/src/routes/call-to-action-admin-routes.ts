import type { FastifyInstance } from "fastify";
import { TOPICS, type CallToActionBody, type CallToActionDTO } from "@livehall/wire";
import { badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import {
  callToActionProblem,
  CallToActionStore,
  completeCallToAction,
  MAX_CALL_TO_ACTIONS,
  type CallToActionInput,
} from "../services/call-to-actions";
import type { ServerContext } from "../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tools/tool-admin";

/** One call-to-action tool; {@link callToActionProblem} checks the rest (URL scheme, lengths, end time). */
const callToActionSchema = {
  type: "object",
  required: ["title", "buttonText", "jumpUrlType", "jumpUrl"],
  properties: {
    callToActionId: { type: "string", maxLength: 64 },
    callToActionSn: { type: "string", maxLength: 64 },
    title: { type: "string", maxLength: 1000 },
    buttonText: { type: "string", maxLength: 1000 },
    jumpUrlType: { type: "integer", enum: [1, 2] },
    jumpUrl: { type: "string", maxLength: 4096 },
    endTime: { type: "string", maxLength: 64 },
    marketingAppId: { type: "string", maxLength: 64 },
  },
} as const;

const callToActionListBody = {
  type: "object",
  required: ["list"],
  properties: { list: { type: "array", maxItems: MAX_CALL_TO_ACTIONS, items: callToActionSchema } },
} as const;

/** Checks organiser-given tools (ids unique) and completes them (generated ids); throws 100400 naming the field. */
function checkedCallToActions(list: readonly CallToActionInput[], field: (index: number) => string): CallToActionDTO[] {
  const tools = list.map((input, index) => {
    const problem = callToActionProblem(input);
    if (problem) throw badParameter(`Invalid body field '${field(index)}${problem.field}': ${problem.problem}`);
    return completeCallToAction(input);
  });
  tools.forEach((tool, index) => {
    if (tools.findIndex((other) => other.callToActionId === tool.callToActionId) !== index) {
      throw badParameter(`Invalid body field '${field(index)}callToActionId': ${tool.callToActionId} appears twice`);
    }
  });
  return tools;
}

/**
 * The organiser's call-to-action tools of a room under /api/admin (docs/api.md "Admin API"):
 * `PUT …/call-to-actions` replaces them, `POST` appends one; each pushes CALL_TO_ACTION {list}.
 */
export function callToActionAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const callToActions = new CallToActionStore(ctx.db);
  const { hub, rooms } = ctx.realtime;
  toolAdminRoutes(app, ctx, (admin) => {
    admin.put<{ Params: AdminRoomParams; Body: { list: CallToActionInput[] } }>(
      "/events/:eventNumber/rooms/:roomNumber/call-to-actions",
      { schema: { params: adminRoomParams, body: callToActionListBody } },
      async (request) => {
        const tools = checkedCallToActions(request.body.list, (index) => `list.${index}.`);
        const { room, channel } = await adminRoom(ctx, request.params);
        const list = await callToActions.replace(room.id, tools);
        const body: CallToActionBody = { list };
        await hub.publish(channel, TOPICS.CALL_TO_ACTION, body);
        return ok({ roomChannel: channel, list, online: rooms.online(channel) });
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: CallToActionInput }>(
      "/events/:eventNumber/rooms/:roomNumber/call-to-actions",
      { schema: { params: adminRoomParams, body: callToActionSchema } },
      async (request) => {
        const [tool] = checkedCallToActions([request.body], () => "");
        if (!tool) throw badParameter("Missing body");
        const { room, channel } = await adminRoom(ctx, request.params);
        const list = await callToActions.append(room.id, tool);
        if (!list) throw badParameter(`The room already has ${MAX_CALL_TO_ACTIONS} call-to-action tools, the most it may hold`);
        const body: CallToActionBody = { list };
        await hub.publish(channel, TOPICS.CALL_TO_ACTION, body);
        return ok({ roomChannel: channel, list, online: rooms.online(channel) });
      },
    );
  });
}
