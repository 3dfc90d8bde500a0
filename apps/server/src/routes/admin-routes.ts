import type { FastifyInstance } from "fastify";
import {
  isTopicId,
  roomChannelId,
  TOPICS,
  type AnnouncementBody,
  type BanStatusBody,
  type ChatDeleteBody,
  type LoopPlaybackBody,
  type RoomLayoutBody,
} from "@livehall/wire";
import { ADMIN_PREFIX, MAX_PUSH_BODY_BYTES } from "../admin/admin-paths";
import { adminTokenMatches } from "../admin/admin-token";
import { RoomControl } from "../admin/room-control";
import { badParameter, notFound, roomNotFound, unauthorized } from "../http/api-error";
import { ok } from "../http/envelope";
import { bearerToken } from "../services/session-service";
import { AudienceBans } from "../services/audience-bans";
import { publishCloseAudience } from "../realtime/audience-control";
import { ChatStore } from "../services/chat-store";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "./event-lookup";
import { identifier } from "./schemas";

const roomParams = {
  type: "object",
  required: ["eventNumber", "roomNumber"],
  properties: { eventNumber: identifier, roomNumber: identifier },
} as const;

const audienceParams = {
  type: "object",
  required: ["eventNumber", "audienceId"],
  properties: { eventNumber: identifier, audienceId: identifier },
} as const;

const pushBody = {
  type: "object",
  required: ["topic", "body"],
  // `body` is the pushed message itself, any topic's shape: free fields on purpose, bounded here
  // and by MAX_PUSH_BODY_BYTES; the push envelope around it stays strict.
  properties: { topic: { type: "integer" }, body: { type: "object", additionalProperties: true, maxProperties: 256 } },
} as const;

const layoutBody = {
  type: "object",
  required: ["layoutFlag"],
  properties: { layoutFlag: { type: "integer", enum: [1, 2, 3, 4] } },
} as const;
const loopBody = {
  type: "object",
  required: ["videoLoopPlaybackFlag"],
  properties: { videoLoopPlaybackFlag: { type: "integer", enum: [0, 1] } },
} as const;
const stockEmptyBody = { type: "object", required: ["stockEmpty"], properties: { stockEmpty: { type: "integer", enum: [0, 1] } } } as const;

const announceBody = {
  type: "object",
  properties: {
    content: { type: "string", maxLength: 2000 },
    event: { type: "integer", enum: [1, 2, 3, 4] },
    rollingFlag: { type: "integer", enum: [0, 1] },
  },
} as const;

const banBody = {
  type: "object",
  required: ["banType"],
  properties: { banType: { type: "integer", enum: [1, 2] }, banFlag: { type: "integer", enum: [0, 1] } },
} as const;

const chatParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "messageId"],
  properties: { eventNumber: identifier, roomNumber: identifier, messageId: { type: "string", maxLength: 32 } },
} as const;

/** A message id in a path: plain digits without leading zeros. */
const MESSAGE_ID = /^[1-9][0-9]{0,14}$/;

interface RoomParams {
  eventNumber: string;
  roomNumber: string;
}

/** Announcement events (§3): ADD 1, UPDATE 2, CLEAR 3, ROLLING 4. */
const ANNOUNCE_ADD = 1;
const ANNOUNCE_UPDATE = 2;
const ANNOUNCE_ROLLING = 4;

/**
 * The organiser's admin API under /api/admin (ours, not §7; docs/api.md "Admin API"): push any
 * topic to a room, layout / loop / stock empty, announce, ban a viewer or lift the ban, delete a chat message
 * (a room's call-to-action tools: call-to-action-admin-routes.ts). Every call needs
 * `Authorization: Bearer <admin token>` (HTTP 401 otherwise, checked before the body is read).
 * The CLI (src/cli.ts) drives it.
 */
export function adminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const control = new RoomControl(ctx.db, ctx.events, ctx.now);
  const bans = new AudienceBans(ctx.db);
  const chats = new ChatStore(ctx.db);
  const { hub, rooms } = ctx.realtime;

  async function roomChannel(params: RoomParams): Promise<{ roomId: string; channel: string }> {
    const event = await eventByNumber(ctx, params.eventNumber);
    const room = await ctx.events.findRoom(event.id, params.roomNumber);
    if (!room) throw roomNotFound();
    return { roomId: room.id, channel: roomChannelId(event.id, room.id) };
  }

  void app.register(
    (admin, _opts, done) => {
      admin.addHook("onRequest", (request, _reply, next) => {
        const allowed = adminTokenMatches(bearerToken(request.headers.authorization), ctx.adminToken);
        next(allowed ? undefined : unauthorized("Missing or wrong admin token"));
      });

      admin.post<{ Params: RoomParams; Body: { topic: number; body: Record<string, unknown> } }>(
        "/events/:eventNumber/rooms/:roomNumber/push",
        { schema: { params: roomParams, body: pushBody } },
        async (request) => {
          const { topic, body } = request.body;
          if (!isTopicId(topic)) throw badParameter(`Invalid body field 'topic': ${topic} is not a topic id (see TOPICS)`);
          if (Buffer.byteLength(JSON.stringify(body)) > MAX_PUSH_BODY_BYTES) {
            throw badParameter(`Invalid body field 'body': larger than ${MAX_PUSH_BODY_BYTES / 1024} KB as JSON`);
          }
          const { channel } = await roomChannel(request.params);
          await hub.publish(channel, topic, body);
          return ok({ roomChannel: channel, topic, online: rooms.online(channel) });
        },
      );

      admin.post<{ Params: RoomParams; Body: { layoutFlag: 1 | 2 | 3 | 4 } }>(
        "/events/:eventNumber/rooms/:roomNumber/layout",
        { schema: { params: roomParams, body: layoutBody } },
        async (request) => {
          const { roomId, channel } = await roomChannel(request.params);
          const { layoutFlag } = request.body;
          await control.setRoom(roomId, { layout_flag: layoutFlag });
          const body: RoomLayoutBody = { layoutFlag };
          await hub.publish(channel, TOPICS.ROOM_LAYOUT, body);
          return ok({ roomChannel: channel, layoutFlag, online: rooms.online(channel) });
        },
      );

      admin.post<{ Params: RoomParams; Body: { videoLoopPlaybackFlag: 0 | 1 } }>(
        "/events/:eventNumber/rooms/:roomNumber/loop",
        { schema: { params: roomParams, body: loopBody } },
        async (request) => {
          const { roomId, channel } = await roomChannel(request.params);
          const { videoLoopPlaybackFlag } = request.body;
          await control.setRoom(roomId, { loop_playback_flag: videoLoopPlaybackFlag });
          const body: LoopPlaybackBody = { videoLoopPlaybackFlag };
          await hub.publish(channel, TOPICS.LOOP_PLAYBACK, body);
          return ok({ roomChannel: channel, videoLoopPlaybackFlag, online: rooms.online(channel) });
        },
      );

      admin.post<{ Params: RoomParams; Body: { stockEmpty: 0 | 1 } }>(
        "/events/:eventNumber/rooms/:roomNumber/stock-empty",
        { schema: { params: roomParams, body: stockEmptyBody } },
        async (request) => {
          const { roomId, channel } = await roomChannel(request.params);
          await control.setRoom(roomId, { stock_empty: request.body.stockEmpty });
          return ok({ roomChannel: channel, stockEmpty: request.body.stockEmpty });
        },
      );

      admin.post<{ Params: RoomParams; Body: { content?: string; event?: 1 | 2 | 3 | 4; rollingFlag?: 0 | 1 } }>(
        "/events/:eventNumber/rooms/:roomNumber/announce",
        { schema: { params: roomParams, body: announceBody } },
        async (request) => {
          const event = request.body.event ?? ANNOUNCE_ADD;
          const content = request.body.content ?? "";
          if ((event === ANNOUNCE_ADD || event === ANNOUNCE_UPDATE) && content.trim() === "") {
            throw badParameter("Missing body field 'content': an added or updated announcement needs text");
          }
          const { channel } = await roomChannel(request.params);
          const rollingFlag = request.body.rollingFlag ?? (event === ANNOUNCE_ROLLING ? 1 : undefined);
          const body: AnnouncementBody = { announcementEvent: event, content, ...(rollingFlag === undefined ? {} : { rollingFlag }) };
          await hub.publish(channel, TOPICS.ANNOUNCEMENT, body);
          return ok({ roomChannel: channel, announcementEvent: event, online: rooms.online(channel) });
        },
      );

      admin.post<{ Params: { eventNumber: string; audienceId: string }; Body: { banType: 1 | 2; banFlag?: 0 | 1 } }>(
        "/events/:eventNumber/audiences/:audienceId/ban",
        { schema: { params: audienceParams, body: banBody } },
        async (request) => {
          const event = await eventByNumber(ctx, request.params.eventNumber);
          const { audienceId } = request.params;
          if (!(await control.hasAudience(event.id, audienceId))) throw notFound("Unknown audience");
          const { banType } = request.body;
          const banFlag = request.body.banFlag ?? 1;
          let revokedSessions = 0;
          if (banFlag === 1) {
            await bans.impose(event.id, audienceId, banType, ctx.now());
            if (banType === 2) revokedSessions = await control.revokeSessions(event.id, audienceId);
          } else {
            await bans.lift(event.id, audienceId, banType);
          }
          const body: BanStatusBody = { banType, liveUserId: audienceId, banFlag };
          const channels = (await control.roomIds(event.id)).map((roomId) => roomChannelId(event.id, roomId));
          for (const channel of channels) await hub.publish(channel, TOPICS.BAN_STATUS, body);
          // An online ban closes the viewer's sockets on every process (after the status push).
          if (banFlag === 1 && banType === 2) await publishCloseAudience(hub, { eventId: event.id, audienceId });
          return ok({ liveUserId: audienceId, banType, banFlag, roomChannels: channels, revokedSessions });
        },
      );

      admin.delete<{ Params: RoomParams & { messageId: string } }>(
        "/events/:eventNumber/rooms/:roomNumber/chats/:messageId",
        { schema: { params: chatParams } },
        async (request) => {
          const { messageId: text } = request.params;
          if (!MESSAGE_ID.test(text))
            throw badParameter("Invalid path parameter 'messageId': must be a message id in plain digits, e.g. 1234");
          const messageId = Number(text);
          const { roomId, channel } = await roomChannel(request.params);
          if (!(await chats.delete(roomId, messageId, ctx.now()))) {
            throw notFound(`Unknown chat message ${messageId} in room ${request.params.roomNumber}`);
          }
          const body: ChatDeleteBody = { messageId };
          await hub.publish(channel, TOPICS.CHAT_DELETE, body);
          return ok({ roomChannel: channel, messageId, online: rooms.online(channel) });
        },
      );

      done();
    },
    { prefix: ADMIN_PREFIX },
  );
}
