import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { API_PREFIX } from "@livehall/wire";
import { WECHAT_REQUEST_TTL_MS } from "./wechat-login-types";

/** The cookie that names the browser which started a WeChat login (decision 0023). */
export const WECHAT_NONCE_COOKIE = "lh_wechat_nonce";
/** Only the WeChat calls see it. */
const COOKIE_PATH = `${API_PREFIX}/sso/wechat`;
/** 32 random bytes, base64url. */
const NONCE = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 (hex) a request row keeps of a browser nonce; "" never matches a row. */
export const nonceHash = (nonce: string): string => createHash("sha256").update(nonce).digest("hex");

/** The WeChat nonce cookie the browser sent, or null when absent or malformed. */
export function browserNonce(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== WECHAT_NONCE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (NONCE.test(value)) return value;
  }
  return null;
}

/**
 * When a WeChat login starts (auth-url, noauth-login-url): the browser's nonce (kept when it
 * already has one, so several flows in one browser all work, else a new one), set again as an
 * HttpOnly, SameSite=Lax cookie scoped to `/api/sso/wechat` for the request's lifetime. The
 * callback (POST auth, silence auth) and the PC's poll must bring it back: a state or requestId
 * that leaked to another browser is refused there (login CSRF, decision 0023).
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const nonce = browserNonce(request) ?? randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  const maxAge = Math.ceil(WECHAT_REQUEST_TTL_MS / 1000);
  reply.header("set-cookie", `${WECHAT_NONCE_COOKIE}=${nonce}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
  return nonce;
}
