import type { FastifyInstance } from "fastify";
import {
  isTopicId,
  roomChannelId,
  TOPICS,
  type AnnouncementBody,
  type BanStatusBody,
  type LiveStatusBody,
} from "@livehall/wire";
import { ADMIN_PREFIX, MAX_PUSH_BODY_BYTES } from "../admin/admin-paths";
import { adminTokenMatches } from "../admin/admin-token";
import { RoomControl } from "../admin/room-control";
import { badParameter, notFound, roomNotFound, unauthorized } from "../http/api-error";
import { ok } from "../http/envelope";
import { bearerToken } from "../services/session-service";
import { LIVE_STATUS } from "../services/room-dto";
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
  properties: { topic: { type: "integer" }, body: { type: "object" } },
} as const;

const liveBody = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: ["start", "stop"] } },
} as const;

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
  properties: { banType: { type: "integer", enum: [1, 2] } },
} as const;

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
 * topic to a room, go live / stop, announce, ban a viewer. Every call needs
 * `Authorization: Bearer <admin token>` (HTTP 401 otherwise, checked before the body is read).
 * The CLI (src/cli.ts) drives it.
 */
export function adminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const control = new RoomControl(ctx.db, ctx.now);
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

      admin.post<{ Params: RoomParams; Body: { status: "start" | "stop" } }>(
        "/events/:eventNumber/rooms/:roomNumber/live",
        { schema: { params: roomParams, body: liveBody } },
        async (request) => {
          const { roomId, channel } = await roomChannel(request.params);
          const living = request.body.status === "start";
          const streams = await control.setLive(roomId, living);
          const body: LiveStatusBody = { liveStatus: living ? LIVE_STATUS.living : LIVE_STATUS.notBegun };
          await hub.publish(channel, TOPICS.LIVE_STATUS, body);
          return ok({ roomChannel: channel, liveStatus: body.liveStatus, streams, online: rooms.online(channel) });
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

      admin.post<{ Params: { eventNumber: string; audienceId: string }; Body: { banType: 1 | 2 } }>(
        "/events/:eventNumber/audiences/:audienceId/ban",
        { schema: { params: audienceParams, body: banBody } },
        async (request) => {
          const event = await eventByNumber(ctx, request.params.eventNumber);
          const { audienceId } = request.params;
          if (!(await control.hasAudience(event.id, audienceId))) throw notFound("Unknown audience");
          const { banType } = request.body;
          const revokedSessions = banType === 2 ? await control.revokeSessions(event.id, audienceId) : 0;
          const body: BanStatusBody = { banType, liveUserId: audienceId, banFlag: 1 };
          const channels = (await control.roomIds(event.id)).map((roomId) => roomChannelId(event.id, roomId));
          for (const channel of channels) await hub.publish(channel, TOPICS.BAN_STATUS, body);
          return ok({ liveUserId: audienceId, banType, roomChannels: channels, revokedSessions });
        },
      );
      done();
    },
    { prefix: ADMIN_PREFIX },
  );
}
