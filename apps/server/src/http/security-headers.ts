import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { SERVER_PAGE_STYLES } from "./page-styles";

/** The CSP source expression that allows one inline script or sheet with exactly this text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The texts of the inline `<script>` elements (those without `src`) of an HTML page. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (!/\bsrc\s*=/i.test(attributes) && text.trim() !== "") scripts.push(text);
  }
  return scripts;
}

/**
 * The Content-Security-Policy every response carries (issue 11 item 10). Scripts only from this
 * origin (inline ones only by hash: `scriptHashes`); media and workers also from `blob:` (hls.js
 * and mpegts.js feed the video element through MediaSource blob URLs); images from anywhere over
 * https (event covers, avatars) and `data:`; fetch and the /sub websocket only to this origin
 * (CSP level 3 `'self'` covers ws:/wss: to the same host); styles from this origin plus the
 * server's own pages' inline sheets by hash (React sets `style` props through the CSSOM, which
 * CSP does not govern). Nobody may frame the app, change its base URL or post its forms elsewhere.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: readonly (readonly string[])[] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", ...SERVER_PAGE_STYLES.map(sha256Source)],
    ["img-src", "'self'", "https:", "data:"],
    ["media-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ["connect-src", "'self'"],
    ["font-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Every security header, CSP included, as sent on every response. */
export function securityHeaders(scriptHashes: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    "content-security-policy": contentSecurityPolicy(scriptHashes),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // For browsers older than CSP's frame-ancestors.
    "x-frame-options": "DENY",
  };
}

/** Hashes of the inline scripts of the built web app's index.html (none when there is no web root or no inline script). */
export function webAppScriptHashes(webRoot: string | null): string[] {
  if (webRoot === null) return [];
  let html: string;
  try {
    html = readFileSync(join(webRoot, "index.html"), "utf8");
  } catch {
    return [];
  }
  return inlineScripts(html).map(sha256Source);
}

/**
 * Adds `headers` (see {@link securityHeaders}) to every response the app sends — pages, API
 * envelopes, errors and 404s, media, static files — in an onSend hook, so that error answers
 * carry them too. Call it on the root instance before registering routes. Answers sent before any
 * hook runs (Fastify's `frameworkErrors`) must add them themselves.
 */
export function installSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    // A route may ask for a stricter referrer policy (the hand-over redirect sends no referrer at all).
    const ownReferrerPolicy = reply.getHeader("referrer-policy");
    void reply.headers(headers);
    if (ownReferrerPolicy !== undefined) void reply.header("referrer-policy", ownReferrerPolicy);
    done(null, payload);
  });
}
