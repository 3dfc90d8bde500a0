import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { BODY_CODES, type WechatAuthUrlDTO, type WechatLoginResultDTO, type WechatLoginUrlDTO } from "@livehall/wire";
import type { Database, WechatRequestsTable } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { ApiError, badParameter } from "../http/api-error";
import type { EventRow } from "../services/event-store";
import { ID_AUDIENCE, type SessionService } from "../services/session-service";
import type { TokenClaims } from "../services/token-signer";
import { WechatProviderError, type WechatProfile, type WechatProvider, type WechatScope } from "./ports";
import { nonceHash } from "./browser-nonce";
import { WECHAT_LOGIN, WECHAT_MESSAGES, WECHAT_REQUEST_TTL_MS } from "./wechat-login-types";

type RequestRow = Selectable<WechatRequestsTable>;

/** What a confirmed WeChat identity leads to, before tokens are issued. */
interface Decision {
  readonly loginType: number;
  readonly message: string;
  readonly audienceId: string | null;
}

/** The nickname of a WeChat viewer whose profile WeChat did not give. */
const DEFAULT_WECHAT_NICKNAME = "微信用户";
/** Requests are forgotten this long after they expired (the PC stops polling after 10 minutes). */
const FINISHED_REQUEST_KEPT_MS = 60 * 60 * 1000;
/** §3 Identity type 3. */
const WECHAT_IDENTITY = 3;

const outcome = (
  loginType: number,
  msg: string,
  audienceLoginBO: WechatLoginResultDTO["audienceLoginBO"] = null,
  wechatAuthUrl = "",
): WechatLoginResultDTO => ({
  loginType,
  audienceLoginBO,
  wechatAuthUrl,
  msg,
});

/**
 * WeChat login (§4 WeChat result, §7): mobile OAuth (auth-url → the chat-app → POST auth with code
 * and state) and PC QR login (login-url → the phone confirms → the PC polls the status). Every
 * login starts a request row whose random `state` the chat-app hands back; a state works once and
 * for 10 minutes. A WeChat account (openId) is one ID audience per event (`audiences.wechat_open_id`).
 */
export class WechatLogin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    /** The chat-app adapter (real or development), also for the JS-SDK sign data. */
    readonly provider: WechatProvider,
    private readonly now: () => number,
  ) {}

  /**
   * Starts mobile OAuth: where to send the viewer, and the request it belongs to. `browser` is the
   * starting browser's nonce ({@link bindBrowser}); the callback must bring it back.
   */
  async startMobile(
    event: EventRow,
    request: { scope: WechatScope; redirectUri: string; deviceId: string; browser: string },
  ): Promise<WechatAuthUrlDTO> {
    const row = await this.newRequest(event.id, "mobile", request);
    return {
      authUrl: this.provider.authorizeUrl({ state: row.state, redirectUri: request.redirectUri, scope: request.scope }),
      requestId: row.id,
    };
  }

  /** Starts PC QR login: what the QR code encodes and the request the PC (`browser`'s nonce) polls. */
  async startPc(event: EventRow, request: { callbackUri: string; deviceId: string; browser: string }): Promise<WechatLoginUrlDTO> {
    const row = await this.newRequest(event.id, "pc", {
      scope: "snsapi_userinfo",
      redirectUri: request.callbackUri,
      deviceId: request.deviceId,
      browser: request.browser,
    });
    return {
      loginUrl: this.provider.qrLoginUrl({ requestId: row.id, state: row.state, callbackUri: request.callbackUri }),
      requestId: row.id,
    };
  }

  /**
   * POST /sso/wechat/auth: the chat-app sent the viewer back with `code` and `state`. A logged-in
   * ID audience (`viewer`) binds the WeChat account to itself. Only the browser that started the
   * login (its nonce `browser`) may complete it; another browser is refused and nothing is bound.
   */
  async authorizeMobile(code: string, state: string, viewer: TokenClaims | null, browser: string | null): Promise<WechatLoginResultDTO> {
    const claimed = await this.claim(state, "mobile", browser);
    if ("failure" in claimed) return outcome(WECHAT_LOGIN.failed, claimed.failure);
    const { row, event } = claimed;
    let profile: WechatProfile;
    try {
      profile = await this.provider.exchangeCode(code);
    } catch (error) {
      return outcome(WECHAT_LOGIN.failed, refusal(error));
    }
    if (!profile.nickname && row.scope === "snsapi_base" && !(await this.binding(event.id, profile.openId))) {
      const again = await this.startMobile(event, {
        scope: "snsapi_userinfo",
        redirectUri: row.redirect_uri,
        deviceId: row.device_id,
        browser: browser ?? "",
      });
      return outcome(WECHAT_LOGIN.needUserInfo, WECHAT_MESSAGES.needUserInfo, null, again.authUrl);
    }
    const decision = await this.decide(event, profile, viewer?.ut === ID_AUDIENCE && viewer.eid === event.id ? viewer.uid : null);
    if (decision.loginType !== WECHAT_LOGIN.loggedIn || decision.audienceId === null) return outcome(decision.loginType, decision.message);
    return outcome(WECHAT_LOGIN.loggedIn, "", await this.sessions.login(event, decision.audienceId, row.device_id));
  }

  /** The event a login request (named by its state) belongs to, or undefined. */
  eventOfState(state: string): Promise<EventRow | undefined> {
    return this.db
      .selectFrom("wechat_requests")
      .innerJoin("events", "events.id", "wechat_requests.event_id")
      .selectAll("events")
      .where("wechat_requests.state", "=", state)
      .executeTakeFirst();
  }

  /** POST /sso/wechat/noauth-silenceAuth: the openId behind a code, without logging in (starting browser only). */
  async silenceAuth(code: string, state: string, browser: string | null): Promise<{ openId: string }> {
    const claimed = await this.claim(state, "mobile", browser);
    if ("failure" in claimed) throw badParameter(`state: ${claimed.failure}`);
    try {
      return { openId: (await this.provider.exchangeCode(code)).openId };
    } catch (error) {
      throw new ApiError(200, BODY_CODES.defaultError, refusal(error));
    }
  }

  /**
   * The QR code's callback (the phone confirmed or denied in the chat-app): records the outcome
   * for the PC's next poll. Answers a line for the phone's screen. The phone is another browser:
   * the PC's poll is what must come from the starting browser.
   */
  async completePc(state: string, code: string | null): Promise<{ ok: boolean; message: string }> {
    const claimed = await this.claim(state, "pc", undefined);
    if ("failure" in claimed) return { ok: false, message: claimed.failure };
    const { row, event } = claimed;
    let decision: Decision;
    if (code === null) {
      decision = { loginType: WECHAT_LOGIN.failed, message: WECHAT_MESSAGES.denied, audienceId: null };
    } else {
      try {
        decision = await this.decide(event, await this.provider.exchangeCode(code), null);
      } catch (error) {
        decision = { loginType: WECHAT_LOGIN.failed, message: refusal(error), audienceId: null };
      }
    }
    await this.db
      .updateTable("wechat_requests")
      .set({ login_type: decision.loginType, message: decision.message, audience_id: decision.audienceId })
      .where("id", "=", row.id)
      .execute();
    const ok = decision.loginType === WECHAT_LOGIN.loggedIn;
    return { ok, message: ok ? "已确认登录，请回到电脑上继续" : decision.message };
  }

  /** GET /sso/wechat/noauth-login-status: the poll of the PC that started it (`browser`). Tokens are handed out once. */
  async pollPc(requestId: string, browser: string | null): Promise<WechatLoginResultDTO> {
    const row = await this.db
      .selectFrom("wechat_requests")
      .selectAll()
      .where("id", "=", requestId)
      .where("kind", "=", "pc")
      .executeTakeFirst();
    if (!row) throw badParameter("Unknown requestId");
    if (!fromBrowser(row, browser)) return outcome(WECHAT_LOGIN.failed, WECHAT_MESSAGES.otherBrowser);
    if (row.status === "pending") {
      return outcome(WECHAT_LOGIN.pending, row.expires_at <= this.now() ? WECHAT_MESSAGES.qrExpired : WECHAT_MESSAGES.waiting);
    }
    if (row.status === "delivered") return outcome(WECHAT_LOGIN.failed, WECHAT_MESSAGES.delivered);
    const loginType = row.login_type ?? WECHAT_LOGIN.failed;
    if (loginType !== WECHAT_LOGIN.loggedIn || row.audience_id === null) return outcome(loginType, row.message);
    const taken = await this.db
      .updateTable("wechat_requests")
      .set({ status: "delivered" })
      .where("id", "=", row.id)
      .where("status", "=", "done")
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return outcome(WECHAT_LOGIN.failed, WECHAT_MESSAGES.delivered);
    const event = await this.db.selectFrom("events").selectAll().where("id", "=", row.event_id).executeTakeFirstOrThrow();
    return outcome(WECHAT_LOGIN.loggedIn, "", await this.sessions.login(event, row.audience_id, row.device_id));
  }

  private async newRequest(
    eventId: string,
    kind: "pc" | "mobile",
    { scope, redirectUri, deviceId, browser }: { scope: WechatScope; redirectUri: string; deviceId: string; browser: string },
  ): Promise<RequestRow> {
    const now = this.now();
    await this.db
      .deleteFrom("wechat_requests")
      .where("expires_at", "<=", now - FINISHED_REQUEST_KEPT_MS)
      .execute();
    const row: RequestRow = {
      id: randomUUID(),
      event_id: eventId,
      kind,
      state: randomBytes(18).toString("base64url"),
      scope,
      redirect_uri: redirectUri,
      device_id: deviceId,
      status: "pending",
      open_id: null,
      login_type: null,
      audience_id: null,
      message: "",
      created_at: now,
      expires_at: now + WECHAT_REQUEST_TTL_MS,
      browser_hash: browser === "" ? "" : nonceHash(browser),
    };
    await this.db.insertInto("wechat_requests").values(row).execute();
    return row;
  }

  /**
   * Takes the pending request `state` names (once), or says why it cannot be used. `browser` is
   * the caller's nonce, which must be the starting browser's; undefined skips that check (the
   * phone completing a PC login). A refusal changes nothing.
   */
  private async claim(
    state: string,
    kind: "pc" | "mobile",
    browser: string | null | undefined,
  ): Promise<{ row: RequestRow; event: EventRow } | { failure: string }> {
    const row = await this.db
      .selectFrom("wechat_requests")
      .selectAll()
      .where("state", "=", state)
      .where("kind", "=", kind)
      .executeTakeFirst();
    if (!row) return { failure: WECHAT_MESSAGES.unknownRequest };
    if (browser !== undefined && !fromBrowser(row, browser)) return { failure: WECHAT_MESSAGES.otherBrowser };
    if (row.status !== "pending") return { failure: WECHAT_MESSAGES.requestUsed };
    if (row.expires_at <= this.now()) return { failure: WECHAT_MESSAGES.requestExpired };
    const taken = await this.db
      .updateTable("wechat_requests")
      .set({ status: "done" })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return { failure: WECHAT_MESSAGES.requestUsed };
    const event = await this.db.selectFrom("events").selectAll().where("id", "=", row.event_id).executeTakeFirst();
    if (!event) return { failure: WECHAT_MESSAGES.unknownRequest };
    return { row, event };
  }

  /** The audience of the event this WeChat account is bound to (audiences.wechat_open_id). */
  private binding(eventId: string, openId: string): Promise<{ id: string } | undefined> {
    return this.db
      .selectFrom("audiences")
      .select("id")
      .where("event_id", "=", eventId)
      .where("wechat_open_id", "=", openId)
      .orderBy("created_at")
      .executeTakeFirst();
  }

  /**
   * Who the WeChat account is in this event: its bound audience, else the logged-in ID audience
   * `viewerId` (which it binds to), else a new ID audience. Bound to another audience, or the
   * viewer already bound to another WeChat account → type 4.
   */
  private async decide(event: EventRow, profile: WechatProfile, viewerId: string | null): Promise<Decision> {
    if (profile.snapshotUser) return { loginType: WECHAT_LOGIN.snapshotUser, message: WECHAT_MESSAGES.snapshotUser, audienceId: null };
    const elsewhere: Decision = { loginType: WECHAT_LOGIN.boundElsewhere, message: WECHAT_MESSAGES.boundElsewhere, audienceId: null };
    if (profile.boundElsewhere) return elsewhere;
    const bound = await this.binding(event.id, profile.openId);
    if (viewerId !== null) {
      if (bound && bound.id !== viewerId) return elsewhere;
      let claimed: bigint;
      try {
        const result = await this.db
          .updateTable("audiences")
          .set({ wechat_open_id: profile.openId })
          .where("id", "=", viewerId)
          .where((eb) => eb.or([eb("wechat_open_id", "is", null), eb("wechat_open_id", "=", profile.openId)]))
          .executeTakeFirst();
        claimed = result.numUpdatedRows;
      } catch (error) {
        // Another audience took this openId meanwhile (unique index, migration 0008).
        if (!isUniqueViolation(error)) throw error;
        claimed = 0n;
      }
      return claimed === 0n ? elsewhere : { loginType: WECHAT_LOGIN.loggedIn, message: "", audienceId: viewerId };
    }
    if (bound) return { loginType: WECHAT_LOGIN.loggedIn, message: "", audienceId: bound.id };
    const audienceId = await this.sessions.createIdAudience(event, {
      nickname: (profile.nickname ?? DEFAULT_WECHAT_NICKNAME).slice(0, 20),
      account: null,
      identityType: WECHAT_IDENTITY,
      wechatOpenId: profile.openId,
    });
    // Two confirmations racing for a new account: createIdAudience answers the one audience.
    return { loginType: WECHAT_LOGIN.loggedIn, message: "", audienceId };
  }
}

/** Whether `browser` (a nonce, or null when the cookie is missing) is the one that started `row`. */
function fromBrowser(row: RequestRow, browser: string | null): boolean {
  return browser !== null && row.browser_hash !== "" && row.browser_hash === nonceHash(browser);
}

/** The message for a refused code exchange. */
function refusal(error: unknown): string {
  if (error instanceof WechatProviderError) return `${WECHAT_MESSAGES.codeRefused}：${error.message}`;
  throw error;
}
