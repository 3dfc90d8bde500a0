import type { FastifyInstance } from "fastify";
import {
  CLAIM_PHONE_PATTERN,
  LUCKY_DRAW_FROM,
  MAX_CLAIM_NAME,
  MAX_DRAW_TITLE,
  MAX_DRAW_WINNERS,
  TOOL_BODY_CODES,
  TOPICS,
  type CurrentLuckyDrawDTO,
  type LuckyDrawBody,
  type LuckyDrawClaimDTO,
  type LuckyDrawClaimRequestDTO,
  type StartLuckyDrawRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter, notFound } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { refuseHiddenCharacters } from "../../services/hidden-text";
import { characterCount } from "../../services/text-length";
import { roomParams, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { TOOL_ADMIN_BODY_LIMIT, TOOL_VIEWER_BODY_LIMIT, toolClosed, toolItemId, toolRateLimited, toolViewer } from "../tool-viewer";
import { ServerDrawCandidates } from "./draw-sources";
import { DrawStore } from "./draw-store";
import { eventVoters } from "../vote/event-voters";
import { LuckyDraws } from "./lucky-draws";

const drawParams = {
  ...roomParams,
  required: [...roomParams.required, "drawId"],
  properties: { ...roomParams.properties, drawId: toolItemId },
};
const adminDrawParams = {
  ...adminRoomParams,
  required: [...adminRoomParams.required, "drawId"],
  properties: { ...adminRoomParams.properties, drawId: toolItemId },
};
const claimBody = {
  type: "object",
  required: ["name", "phone"],
  additionalProperties: false,
  properties: { name: { type: "string", maxLength: 400 }, phone: { type: "string", maxLength: 64 } },
} as const;
const startBody = {
  type: "object",
  required: ["title", "winners", "from"],
  additionalProperties: false,
  properties: {
    title: { type: "string", minLength: 1, maxLength: MAX_DRAW_TITLE },
    winners: { type: "integer", minimum: 1, maximum: MAX_DRAW_WINNERS },
    from: { type: "string", enum: LUCKY_DRAW_FROM },
    idViewersOnly: { type: "boolean" },
  },
} as const;

const PHONE = new RegExp(CLAIM_PHONE_PATTERN);

/** The claim form checked: a name of 1–MAX_CLAIM_NAME code points, a phone number; 100400 naming the field. */
function checkedClaim(body: LuckyDrawClaimRequestDTO): LuckyDrawClaimRequestDTO {
  const name = body.name.trim();
  const phone = body.phone.trim();
  const length = characterCount(name);
  if (length < 1 || length > MAX_CLAIM_NAME) throw badParameter(`Invalid body field 'name': 1 to ${MAX_CLAIM_NAME} characters`);
  refuseHiddenCharacters(name, "name", "name");
  if (!PHONE.test(phone)) throw badParameter("Invalid body field 'phone': 5 to 20 digits, spaces, '+', '-', '(' or ')'");
  return { name, phone };
}

/**
 * The lucky draw (decision 0028; docs/api.md "Lucky draw"). Viewer calls:
 * GET …/lucky-draws/current, POST …/lucky-draws/{drawId}/claim {name, phone} (winners only,
 * while the draw is not ended; 409 101303 / 101301). Admin calls: POST …/lucky-draws
 * {title, winners, from} draws at once and pushes LUCKY_DRAW; POST …/lucky-draws/{drawId}/end;
 * GET …/lucky-draws (audit records and claims).
 */
export function luckyDrawRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new DrawStore(ctx.db);
  const draws = new LuckyDraws(ctx.db, store, new ServerDrawCandidates(ctx.db, ctx.realtime.rooms, eventVoters(ctx.db)), ctx.now);
  const rate = new ChatRateLimit(ctx.now, ctx.limits.toolActionsPerWindow, ctx.limits.toolActionWindowMs);

  app.get<{ Params: RoomParams }>(
    "/events/:eventId/rooms/:roomId/lucky-draws/current",
    { schema: { params: roomParams } },
    async (request) => {
      const { room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, null);
      const row = await store.latest(room.id);
      const data: CurrentLuckyDrawDTO = row
        ? {
            draw: await store.view(row),
            won: await store.isWinner(row.id, audience.id),
            claimed: await store.hasClaimed(row.id, audience.id),
          }
        : { draw: null, won: false, claimed: false };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams & { drawId: string }; Body: LuckyDrawClaimRequestDTO }>(
    "/events/:eventId/rooms/:roomId/lucky-draws/:drawId/claim",
    { bodyLimit: TOOL_VIEWER_BODY_LIMIT, schema: { params: drawParams, body: claimBody } },
    async (request) => {
      const claim = checkedClaim(request.body);
      const { event, room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, "collectForm");
      if (!rate.take(`draw/${event.id}/${audience.id}`)) throw toolRateLimited();
      const row = await store.find(room.id, request.params.drawId);
      if (!row || row.ended_at !== null) throw toolClosed("The lucky draw");
      if (!(await store.isWinner(row.id, audience.id))) throw new ApiError(409, TOOL_BODY_CODES.notAWinner, "Only a winner may claim");
      await store.claim(row.id, audience.id, claim.name, claim.phone, ctx.now());
      const data: LuckyDrawClaimDTO = { claimed: true };
      return ok(data);
    },
  );

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: StartLuckyDrawRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/lucky-draws",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminRoomParams, body: startBody } },
      async (request) => {
        const title = request.body.title.trim();
        if (title === "") throw badParameter("Invalid body field 'title': must not be blank");
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const id = await draws.draw({
          eventId: event.id,
          roomId: room.id,
          channel,
          title,
          from: request.body.from,
          winners: request.body.winners,
          idViewersOnly: request.body.idViewersOnly === true,
        });
        const row = await store.find(room.id, id);
        if (!row) throw notFound("The draw just made is gone");
        const push: LuckyDrawBody = { draw: await store.view(row) };
        await ctx.realtime.hub.publish(channel, TOPICS.LUCKY_DRAW, push);
        return ok(await store.adminView(row));
      },
    );

    admin.post<{ Params: AdminRoomParams & { drawId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/lucky-draws/:drawId/end",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminDrawParams } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const found = await store.find(room.id, request.params.drawId);
        if (!found) throw notFound(`Unknown lucky draw ${request.params.drawId}`);
        await store.end(found.id, ctx.now());
        const row = (await store.find(room.id, found.id)) ?? found;
        const push: LuckyDrawBody = { draw: await store.view(row) };
        await ctx.realtime.hub.publish(channel, TOPICS.LUCKY_DRAW, push);
        return ok(await store.adminView(row));
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/lucky-draws",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const rows = await store.all(room.id);
        return ok({ list: await Promise.all(rows.map((row) => store.adminView(row))) });
      },
    );
  });
}
