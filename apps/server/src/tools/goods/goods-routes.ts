import type { FastifyInstance } from "fastify";
import { isGoodsImage, isGoodsLink } from "@livehall/domain";
import { MAX_GOODS, TOPICS, type GoodsBody } from "@livehall/wire";
import { ApiError, badParameter, notFound } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { withGiftTables } from "../gifts/tables";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { GoodsStore } from "./goods-store";

const addBody = {
  type: "object",
  required: ["title", "priceCents", "url"],
  additionalProperties: false,
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    imageUrl: { type: "string", maxLength: 2048 },
    priceCents: { type: "integer", minimum: 0, maximum: 100_000_000 },
    url: { type: "string", minLength: 1, maxLength: 2048 },
  },
} as const;

const goodsParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "goodsId"],
  properties: { ...adminRoomParams.properties, goodsId: identifier },
} as const;

const explainBody = {
  type: "object",
  required: ["goodsId"],
  additionalProperties: false,
  properties: { goodsId: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" } },
} as const;

interface AddBody {
  title: string;
  imageUrl?: string;
  priceCents: number;
  url: string;
}

/**
 * Goods (product cards), decision 0030. Viewer: GET …/goods → GoodsBody. Admin: POST …/goods
 * {title, imageUrl?, priceCents, url} adds a card (url http(s) only, image http(s) or a site path: 100400 otherwise);
 * POST …/goods/explain {goodsId} ("" stops); DELETE …/goods/:goodsId. Every change pushes GOODS.
 */
export function goodsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new GoodsStore(withGiftTables(ctx.db));

  async function pushed(channel: string, roomId: string): Promise<GoodsBody> {
    const body = await store.state(roomId);
    await ctx.realtime.hub.publish(channel, TOPICS.GOODS, body);
    return body;
  }

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/goods", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    return ok(await store.state(room.id));
  });

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/goods",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        return ok(await store.state(room.id));
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: AddBody }>(
      "/events/:eventNumber/rooms/:roomNumber/goods",
      { schema: { params: adminRoomParams, body: addBody } },
      async (request) => {
        const { title, url, priceCents } = request.body;
        const imageUrl = request.body.imageUrl ?? "";
        if (!isGoodsLink(url)) throw badParameter("Invalid body field 'url': must be an http:// or https:// address");
        if (imageUrl !== "" && !isGoodsImage(imageUrl))
          throw badParameter("Invalid body field 'imageUrl': must be an http:// or https:// address or a site path (/…)");
        if (title.trim() === "") throw badParameter("Invalid body field 'title': empty");
        const { room, channel } = await adminRoom(ctx, request.params);
        if ((await store.count(room.id)) >= MAX_GOODS)
          throw new ApiError(409, "409", `The room already has ${MAX_GOODS} cards: remove one first`);
        const card = await store.add(room.id, { title: title.trim(), imageUrl, priceCents, url }, ctx.now());
        const state = await pushed(channel, room.id);
        return ok({ card, ...state });
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: { goodsId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/goods/explain",
      { schema: { params: adminRoomParams, body: explainBody } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        if (!(await store.explain(room.id, request.body.goodsId))) throw notFound(`Unknown card ${request.body.goodsId}`);
        return ok(await pushed(channel, room.id));
      },
    );

    admin.delete<{ Params: AdminRoomParams & { goodsId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/goods/:goodsId",
      { schema: { params: goodsParams } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        if (!(await store.remove(room.id, request.params.goodsId))) throw notFound(`Unknown card ${request.params.goodsId}`);
        return ok(await pushed(channel, room.id));
      },
    );
  });
}
