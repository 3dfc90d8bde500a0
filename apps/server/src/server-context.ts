import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { GateServices } from "./gate-services";
import type { IngestRuntime } from "./ingest/ingest-runtime";
import type { ServerLimits } from "./limits";
import type { MediaCatalog } from "./media/media-catalog";
import type { PlaySigner } from "./media/play-signer";
import type { PlayUrls } from "./media/play-urls";
import type { RealtimeServices } from "./realtime/realtime-services";
import type { EventStore } from "./services/event-store";
import type { SessionService } from "./services/session-service";
import type { DevWechatProvider } from "./wechat/dev-wechat-provider";
import type { WechatLogin } from "./wechat/wechat-login";

/**
 * What route groups share: the services, the media and the clock. Built once in build-app.ts.
 * The gate's services (captcha, verificationCodes, externalAuth, outbox) come from gate-services.ts.
 */
export interface ServerContext extends GateServices {
  readonly events: EventStore;
  readonly sessions: SessionService;
  readonly media: MediaCatalog;
  /** Signs play addresses and checks them when media is fetched (403 once expired). */
  readonly playSigner: PlaySigner;
  /** Signed play addresses built with {@link playSigner}. */
  readonly playUrls: PlayUrls;
  /** Wall clock, epoch ms (tests move it). */
  readonly now: () => number;
  /** The instant the simulated live streams' sequence 0 started. */
  readonly liveEpochMs: number;
  /** The database, for route groups whose few queries have no store of their own. */
  readonly db: Kysely<Database>;
  /** WeChat login; null when neither a WeChat app (`wechat` option) nor development providers are configured. */
  readonly wechat: WechatLogin | null;
  /** The development WeChat provider behind {@link wechat} (its /dev/wechat pages are mounted), else null. */
  readonly devWechat: DevWechatProvider | null;
  /** The websocket endpoint's hub, rooms and deadlines. */
  readonly realtime: RealtimeServices;
  /** Bearer token of the admin API (/api/admin). */
  readonly adminToken: string;
  /** Abuse limits, timeouts and the purge schedule (limits.ts, decision 0024). */
  readonly limits: ServerLimits;
  /** Key of the client address hashes (derived from the token secret): answers are capped per address, never stored plain. */
  readonly addressKey: Buffer;
  /** The built-in ingest of organisers' pushes (decision 0067): stream keys, and the engine when it runs. */
  readonly ingest: IngestRuntime;
}
