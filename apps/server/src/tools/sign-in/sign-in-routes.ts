import type { FastifyInstance } from "fastify";
import {
  MAX_SIGN_IN_SECONDS,
  MAX_SIGN_IN_TITLE,
  roomChannelId,
  SIGN_IN_PUSH_INTERVAL_MS,
  TOPICS,
  type CheckInDTO,
  type CurrentSignInDTO,
  type SignInBody,
  type StartSignInRequestDTO,
} from "@livehall/wire";
import { notFound } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { roomParams, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { CoalescedPush } from "../coalesced-push";
import { EndTimers } from "../end-timers";
import { addressFull, anonymousClaimOf, refuseAnonymousOnIdOnly } from "../shared/anonymous-answer-gate";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { TOOL_ADMIN_BODY_LIMIT, TOOL_VIEWER_BODY_LIMIT, toolClosed, toolItemId, toolRateLimited, toolViewer } from "../tool-viewer";
import { SignInStore, type SignInRow } from "./sign-in-store";

const signInParams = {
  ...roomParams,
  required: [...roomParams.required, "signInId"],
  properties: { ...roomParams.properties, signInId: toolItemId },
};
const adminSignInParams = {
  ...adminRoomParams,
  required: [...adminRoomParams.required, "signInId"],
  properties: { ...adminRoomParams.properties, signInId: toolItemId },
};
const checkInBody = { type: "object", additionalProperties: false, properties: {} } as const;
const startBody = {
  type: "object",
  required: ["seconds"],
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: MAX_SIGN_IN_TITLE },
    seconds: { type: "integer", minimum: 5, maximum: MAX_SIGN_IN_SECONDS },
    idViewersOnly: { type: "boolean" },
  },
} as const;

/**
 * Check-in, SIGN_IN (decision 0028; docs/api.md "Check-in"). Viewer calls:
 * GET …/sign-ins/current; POST …/sign-ins/{signInId}/check-in (a second one changes nothing and
 * answers the same; after the window 409 101301; 403 120343: a login is needed — "ID viewers only", or
 * the anonymous check-ins of the address reached the cap, decision 0060). Admin: POST …/sign-ins
 * {title?, seconds, idViewersOnly?};
 * POST …/sign-ins/{signInId}/end; GET …/sign-ins/{signInId} (who checked in). SIGN_IN is pushed
 * at the start, at the end and as the count grows (at most one per SIGN_IN_PUSH_INTERVAL_MS).
 */
export function signInRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new SignInStore(ctx.db, ctx.now);
  const rate = new ChatRateLimit(ctx.now, ctx.limits.toolActionsPerWindow, ctx.limits.toolActionWindowMs);
  const pushes = new CoalescedPush(ctx.realtime.hub, SIGN_IN_PUSH_INTERVAL_MS, (error) => {
    app.log.warn({ err: error }, "SIGN_IN push failed");
  });
  const timers = new EndTimers(app);
  app.addHook("onClose", (_instance, done) => {
    pushes.close();
    done();
  });

  const pushNow = async (channel: string, row: SignInRow): Promise<void> => {
    const body: SignInBody = { signIn: await store.view(row) };
    await ctx.realtime.hub.publish(channel, TOPICS.SIGN_IN, body);
  };

  app.get<{ Params: RoomParams }>(
    "/events/:eventId/rooms/:roomId/sign-ins/current",
    { schema: { params: roomParams } },
    async (request) => {
      const { room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, null);
      const row = await store.latest(room.id);
      const data: CurrentSignInDTO = row
        ? { signIn: await store.view(row), signedIn: await store.signedIn(row, audience.id) }
        : { signIn: null, signedIn: false };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams & { signInId: string } }>(
    "/events/:eventId/rooms/:roomId/sign-ins/:signInId/check-in",
    { bodyLimit: TOOL_VIEWER_BODY_LIMIT, schema: { params: signInParams, body: checkInBody } },
    async (request) => {
      const { event, room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, "vote");
      if (!rate.take(`sign-in/${event.id}/${audience.id}`)) throw toolRateLimited();
      const row = await store.find(room.id, request.params.signInId);
      if (!row || !store.isOpen(row)) throw toolClosed("The check-in");
      // Decision 0060: a check-in for ID viewers only asks anonymous viewers to log in; else their check-ins are capped per address.
      refuseAnonymousOnIdOnly(audience.user_type, row.id_viewers_only === 1, "This check-in");
      const stored = await store.checkIn(row, audience.id, await anonymousClaimOf(ctx, event.id, audience.user_type, request.ip));
      if (stored === "capped") throw addressFull("signIn");
      if (stored === "checkedIn")
        pushes.push(roomChannelId(event.id, room.id), TOPICS.SIGN_IN, row.id, async (): Promise<SignInBody> => ({
          // Read when the push leaves: an end that came meanwhile is not undone by a stale "open".
          signIn: await store.view((await store.find(room.id, row.id)) ?? row),
        }));
      const data: CheckInDTO = { signedIn: true, count: await store.count(row) };
      return ok(data);
    },
  );

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: StartSignInRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/sign-ins",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminRoomParams, body: startBody } },
      async (request) => {
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const row = await store.add(
          event.id,
          room.id,
          (request.body.title ?? "").trim(),
          request.body.seconds,
          request.body.idViewersOnly === true,
        );
        await pushNow(channel, row);
        timers.at(row.id, row.ends_at - ctx.now(), () => {
          pushNow(channel, row).catch((error: unknown) => {
            app.log.warn({ err: error }, "SIGN_IN end push failed");
          });
        });
        return ok(await store.adminView(row));
      },
    );

    admin.post<{ Params: AdminRoomParams & { signInId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/sign-ins/:signInId/end",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminSignInParams } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const found = await store.find(room.id, request.params.signInId);
        if (!found) throw notFound(`Unknown check-in ${request.params.signInId}`);
        await store.end(found.id);
        timers.cancel(found.id);
        const row = (await store.find(room.id, found.id)) ?? found;
        await pushNow(channel, row);
        return ok(await store.adminView(row));
      },
    );

    admin.get<{ Params: AdminRoomParams & { signInId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/sign-ins/:signInId",
      { schema: { params: adminSignInParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const row = await store.find(room.id, request.params.signInId);
        if (!row) throw notFound(`Unknown check-in ${request.params.signInId}`);
        return ok(await store.adminView(row));
      },
    );
  });
}
