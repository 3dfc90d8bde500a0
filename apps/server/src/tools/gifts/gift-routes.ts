import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE, isGoodsLink } from "@livehall/domain";
import {
  GIFT_EFFECTS,
  MAX_GIFT_COUNT,
  roomChannelId,
  TOPICS,
  type GiftDTO,
  type GiftListDTO,
  type GiftSentBody,
  type SendGiftRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { chatNickname } from "../../services/chat-rules";
import type { ServerContext } from "../../server-context";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { interactionRefusal } from "../shared/interaction-refusal";
import { ViewerRateLimit } from "../shared/viewer-rate-limit";
import { GiftStore } from "./gift-store";
import { paymentProviderFor } from "./payment-provider";
import { rankingPusherOf } from "./ranking-pusher";
import { withGiftTables } from "./tables";

/** Gifts one viewer may send … */
export const GIFT_RATE_COUNT = 10;
/** … within this window (ms); more answer 429 / 100105. */
export const GIFT_RATE_WINDOW_MS = 10_000;
/** Most gifts a room's list holds. */
export const MAX_GIFTS = 30;

const sendBody = {
  type: "object",
  required: ["giftId"],
  additionalProperties: false,
  properties: { giftId: { type: "string", minLength: 1, maxLength: 64 }, count: { type: "integer", minimum: 1, maximum: MAX_GIFT_COUNT } },
} as const;

const giftSchema = {
  type: "object",
  required: ["giftId", "name", "priceCents", "effect"],
  additionalProperties: false,
  properties: {
    giftId: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
    name: { type: "string", minLength: 1, maxLength: 40 },
    imageUrl: { type: "string", maxLength: 2048 },
    priceCents: { type: "integer", minimum: 0, maximum: 10_000_000 },
    effect: { type: "string", enum: GIFT_EFFECTS },
  },
} as const;

const giftListBody = {
  type: "object",
  required: ["list"],
  additionalProperties: false,
  properties: { list: { type: "array", maxItems: MAX_GIFTS, items: giftSchema } },
} as const;

/** A gift list as given: ids unique, images http(s) or ""; throws 100400 naming the field. */
function checkedGifts(list: readonly (Omit<GiftDTO, "imageUrl"> & { imageUrl?: string })[]): GiftDTO[] {
  const seen = new Set<string>();
  return list.map((gift, index) => {
    if (seen.has(gift.giftId)) throw badParameter(`Invalid body field 'list[${index}].giftId': ${gift.giftId} is listed twice`);
    seen.add(gift.giftId);
    const imageUrl = gift.imageUrl ?? "";
    if (imageUrl !== "" && !isGoodsLink(imageUrl))
      throw badParameter(`Invalid body field 'list[${index}].imageUrl': must be an http:// or https:// address`);
    return { ...gift, name: gift.name.trim(), imageUrl };
  });
}

/**
 * Gifts (REWARD) and the ranking (RANKING_LIST), decision 0030.
 * Viewer (bearer token, like the chat): GET …/gifts → GiftListDTO; POST …/gifts/send {giftId, count?}
 * → GiftSentBody after the payment provider approved (503 without a provider, 402 declined), pushed
 * as GIFT, the ranking pushed (coalesced) as RANKING; GET …/ranking → RankingBody.
 * Admin: PUT …/gifts {list}; GET …/gifts; GET …/ranking.
 */
export function giftRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new GiftStore(withGiftTables(ctx.db));
  const payments = paymentProviderFor(ctx);
  const rate = new ViewerRateLimit(ctx.now, GIFT_RATE_COUNT, GIFT_RATE_WINDOW_MS, "gifts");
  const ranking = rankingPusherOf(ctx, (error) => {
    app.log.warn({ err: error }, "RANKING push failed");
  });
  app.addHook("onClose", (_instance, done) => {
    ranking.close();
    done();
  });

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/gifts", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const data: GiftListDTO = { list: await store.gifts(room.id), paymentMode: payments?.mode ?? "unavailable" };
    return ok(data);
  });

  app.post<{ Params: RoomParams; Body: SendGiftRequestDTO }>(
    "/events/:eventId/rooms/:roomId/gifts/send",
    { schema: { params: roomParams, body: sendBody } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      const refusal = interactionRefusal(event, audience, INTERACTION_TYPE.GIFT);
      if (refusal) throw refusal;
      const gift = (await store.gifts(room.id)).find((candidate) => candidate.giftId === request.body.giftId);
      if (!gift) throw badParameter(`Invalid body field 'giftId': this room offers no gift ${request.body.giftId}`);
      rate.take(`${event.id}/${audience.id}`);
      if (!payments) throw new ApiError(503, "503", "No payment provider is configured: gifts cannot be sent");
      const count = request.body.count ?? 1;
      const payment = await payments.charge({
        eventId: event.id,
        audienceId: audience.id,
        amountCents: gift.priceCents * count,
        description: `${count} × ${gift.name}`,
      });
      if (!payment.approved) throw new ApiError(402, "402", `Payment declined: ${payment.reason}`);
      const nickName = chatNickname(audience);
      const at = ctx.now();
      const sendId = await store.addSend({
        eventId: event.id,
        roomId: room.id,
        audienceId: audience.id,
        nickName,
        gift,
        count,
        paymentRef: payment.reference,
        at,
      });
      const body: GiftSentBody = {
        sendId,
        giftId: gift.giftId,
        name: gift.name,
        imageUrl: gift.imageUrl,
        effect: gift.effect,
        count,
        valueCents: gift.priceCents * count,
        liveUserId: audience.id,
        nickName,
        sendTime: at,
      };
      const channel = roomChannelId(event.id, room.id);
      await ctx.realtime.hub.publish(channel, TOPICS.GIFT, body).catch((error: unknown) => {
        request.log.warn({ err: error }, "GIFT push failed");
      });
      ranking.changed(channel, event.id, room.id);
      return ok(body);
    },
  );

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/ranking", { schema: { params: roomParams } }, async (request) => {
    const { event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    return ok(await ranking.ranking(event.id, room.id));
  });

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/gifts",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        return ok({ list: await store.gifts(room.id), paymentMode: payments?.mode ?? "unavailable" });
      },
    );

    admin.put<{ Params: AdminRoomParams; Body: { list: (Omit<GiftDTO, "imageUrl"> & { imageUrl?: string })[] } }>(
      "/events/:eventNumber/rooms/:roomNumber/gifts",
      { schema: { params: adminRoomParams, body: giftListBody } },
      async (request) => {
        const list = checkedGifts(request.body.list);
        const { room } = await adminRoom(ctx, request.params);
        await store.replaceGifts(room.id, list);
        return ok({ list: await store.gifts(room.id) });
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/ranking",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { event, room } = await adminRoom(ctx, request.params);
        return ok(await ranking.ranking(event.id, room.id));
      },
    );
  });
}
