import type { FastifyInstance } from "fastify";
import { API_PREFIX, DEV_PATHS } from "@livehall/wire";
import { badParameter } from "../http/api-error";
import { requestOrigin } from "../services/request-origin";
import type { ServerContext } from "../server-context";
import { renderDevWechatPage, type DevWechatChoice } from "../wechat/dev-wechat-page";
import { DEV_WECHAT_TEST_USER, type DevWechatOutcome } from "../wechat/dev-wechat-provider";
import type { WechatScope } from "../wechat/ports";
import { WECHAT_QR_CALLBACK_PATH } from "./wechat-routes";

const OUTCOMES = ["confirm", "snapshot", "bound", "deny"] as const;
type Outcome = (typeof OUTCOMES)[number];

const CHOICES: readonly DevWechatChoice[] = [
  { outcome: "confirm", label: "Confirm login as the test user" },
  { outcome: "snapshot", label: "Snapshot-page user (not really logged in)" },
  { outcome: "bound", label: "This WeChat account is bound to another account" },
  { outcome: "deny", label: "Deny" },
];

const text = { type: "string", maxLength: 2048 } as const;
const common = {
  state: { type: "string", minLength: 1, maxLength: 64 },
  outcome: { type: "string", enum: OUTCOMES },
  user: { type: "string", maxLength: 20 },
} as const;

const authorizeQuery = {
  type: "object",
  required: ["redirect_uri", "state"],
  properties: { redirect_uri: text, scope: { type: "string", enum: ["snsapi_base", "snsapi_userinfo"] }, ...common },
} as const;

const confirmQuery = {
  type: "object",
  required: ["requestId", "state"],
  properties: { requestId: { type: "string", minLength: 1, maxLength: 64 }, ...common },
} as const;

interface AuthorizeQuery {
  redirect_uri: string;
  scope?: WechatScope;
  state: string;
  outcome?: Outcome;
  user?: string;
}

interface ConfirmQuery {
  requestId: string;
  state: string;
  outcome?: Outcome;
  user?: string;
}

/** `target` with the chat-app's answer: a code for an outcome, none when the viewer denied. */
function answer(target: URL, state: string, code: string | null): string {
  if (code !== null) target.searchParams.set("code", code);
  target.searchParams.set("state", state);
  return target.toString();
}

/**
 * The development WeChat pages (docs/decisions/0013), mounted only when the development WeChat
 * provider is in use: `/dev/wechat/authorize` plays the WeChat app's OAuth consent (mobile login)
 * and `/dev/wechat/confirm` the phone that scanned a PC login's QR code. Both redirect only to
 * this site.
 */
export function devWechatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const dev = ctx.devWechat;
  if (!dev) return;
  const mint = (outcome: DevWechatOutcome | "deny", scope: WechatScope, user: string | undefined): string | null =>
    outcome === "deny" ? null : dev.mintCode(outcome, scope, user);

  app.get<{ Querystring: AuthorizeQuery }>(
    DEV_PATHS.wechatAuthorize,
    { schema: { querystring: authorizeQuery } },
    async (request, reply) => {
      const query = request.query;
      const origin = requestOrigin(request).http;
      let target: URL;
      try {
        target = new URL(query.redirect_uri);
      } catch {
        throw badParameter("redirect_uri must be an absolute address on this site");
      }
      if (target.origin !== origin) throw badParameter("redirect_uri must lead to this site");
      const scope = query.scope ?? "snsapi_userinfo";
      if (query.outcome) return reply.redirect(answer(target, query.state, mint(query.outcome, scope, query.user)));
      const page = renderDevWechatPage({
        heading: "Log in to the event with WeChat?",
        explanation:
          scope === "snsapi_base"
            ? "Silent authorization (snsapi_base): WeChat would share only the account id, not the nickname."
            : "WeChat would share this account's id and nickname with the event.",
        action: DEV_PATHS.wechatAuthorize,
        hidden: { redirect_uri: query.redirect_uri, scope, state: query.state },
        choices: CHOICES,
        testUser: query.user ?? DEV_WECHAT_TEST_USER,
      });
      return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(page);
    },
  );

  app.get<{ Querystring: ConfirmQuery }>(DEV_PATHS.wechatConfirm, { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const query = request.query;
    if (query.outcome) {
      const target = new URL(`${API_PREFIX}${WECHAT_QR_CALLBACK_PATH}`, requestOrigin(request).http);
      return reply.redirect(answer(target, query.state, mint(query.outcome, "snsapi_userinfo", query.user)));
    }
    const page = renderDevWechatPage({
      heading: "Confirm the login on your computer?",
      explanation: "You scanned the QR code of a Livehall login on a computer. Confirming logs that computer in.",
      action: DEV_PATHS.wechatConfirm,
      hidden: { requestId: query.requestId, state: query.state },
      choices: CHOICES,
      testUser: query.user ?? DEV_WECHAT_TEST_USER,
    });
    return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(page);
  });
}
