import type { FastifyInstance } from "fastify";
import { BODY_CODES, DEV_PATHS, HAND_OVER_PARAMS } from "@livehall/wire";
import type { DevOutbox } from "../delivery/dev-outbox";
import { ApiError, eventNotFound } from "../http/api-error";
import { devPage, escapeHtml } from "../http/html";
import { newNonce, signAssertion } from "../services/external-auth";
import { requestOrigin } from "../services/request-origin";
import { sameSiteTarget } from "../services/same-site";
import type { ServerContext } from "../server-context";
import { identifier } from "./schemas";

const OUTBOX_NOTE =
  "Development outbox — codes the server would have e-mailed or texted. Only with development providers on " +
  "(by default only on a loopback address; LIVEHALL_DEV_PROVIDERS=0 turns this page off); codes e-mailed through " +
  "SMTP (LIVEHALL_SMTP_URL) are never shown here.";
const EXTERNAL_NOTE =
  "Development identity page — stands in for an organiser's own login system (external auth). It signs an " +
  "assertion with the event's external secret, exchanges it for a one-time code and sends you back to the event with it.";
/** How long the dev page's assertions live. */
const ASSERTION_TTL_MS = 60 * 1000;

const text = { type: "string", maxLength: 2048 } as const;
const externalQuery = {
  type: "object",
  required: ["returnUrl", "eventNumber"],
  properties: { returnUrl: text, eventNumber: identifier, roomNumber: text, channelNumber: text },
} as const;
const externalForm = {
  type: "object",
  required: ["returnUrl", "eventNumber", "account"],
  properties: { ...externalQuery.properties, account: { type: "string", maxLength: 200 } },
} as const;

interface ExternalQuery {
  returnUrl: string;
  eventNumber: string;
  roomNumber?: string;
  channelNumber?: string;
}

const redirectNotAllowed = (): ApiError =>
  new ApiError(400, BODY_CODES.redirectNotAllowed, "returnUrl must lead to this site (a path or this origin)");

function outboxPage(outbox: DevOutbox): string {
  const rows = outbox
    .list()
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(new Date(entry.at).toISOString())}</td><td>${entry.channel === "email" ? "e-mail" : "SMS"}</td>` +
        `<td>${escapeHtml(entry.to)}</td><td><code>${escapeHtml(entry.code)}</code></td><td>${escapeHtml(entry.via)}</td>` +
        `<td>${escapeHtml(entry.text).replaceAll("\n", "<br>")}</td></tr>`,
    )
    .join("\n");
  const table = rows
    ? `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Code</th><th>Via</th><th>Message</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : "<p>No codes yet. Ask for one on an event page; reload this page to see it.</p>";
  return devPage(
    "Development outbox",
    OUTBOX_NOTE,
    `<p>Newest first, the last 200. JSON: <a href="${DEV_PATHS.outboxJson}">${DEV_PATHS.outboxJson}</a>?account=…</p>\n${table}`,
  );
}

function externalLoginPage(query: ExternalQuery, eventName: string, error = ""): string {
  const hidden = (["returnUrl", "eventNumber", "roomNumber", "channelNumber"] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? "")}">`)
    .join("");
  const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";
  return devPage(
    "Organiser login (development)",
    EXTERNAL_NOTE,
    `<h2>${escapeHtml(eventName)}</h2>${problem}
<form method="post" action="${DEV_PATHS.externalLogin}">${hidden}
<label for="account">Your account at the organiser (any name; the same name is the same viewer)</label>
<input type="text" id="account" name="account" maxlength="64" required autofocus>
<button type="submit">Log in and return to the event</button>
</form>`,
  );
}

/** The form's account: 1–64 characters after trimming, no control characters. */
const validAccount = (account: string): boolean => account.trim().length > 0 && account.trim().length <= 64 && !/\p{Cc}/u.test(account);

/**
 * Development providers' pages (decision 0013), mounted only with `devProviders`: the outbox of
 * codes (HTML and JSON) and the organiser's identity page for external auth.
 */
export function devRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const outbox = ctx.outbox;
  if (!outbox) return;
  // Only the dev pages read HTML forms; the API stays JSON-only.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(DEV_PATHS.outbox, (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(outboxPage(outbox)),
  );

  app.get<{ Querystring: { account?: string } }>(
    DEV_PATHS.outboxJson,
    { schema: { querystring: { type: "object", properties: { account: { type: "string", maxLength: 254 } } } } },
    (request, reply) => reply.header("cache-control", "no-store").send(outbox.list(request.query.account)),
  );

  async function externalEvent(query: ExternalQuery, origin: string) {
    if (!sameSiteTarget(query.returnUrl, origin)) throw redirectNotAllowed();
    const event = await ctx.events.findByNumber(query.eventNumber);
    if (!event || event.external_secret === "") throw eventNotFound();
    return event;
  }

  app.get<{ Querystring: ExternalQuery }>(DEV_PATHS.externalLogin, { schema: { querystring: externalQuery } }, async (request, reply) => {
    const event = await externalEvent(request.query, requestOrigin(request).http);
    return reply.type("text/html; charset=utf-8").send(externalLoginPage(request.query, event.name));
  });

  app.post<{ Body: ExternalQuery & { account: string } }>(
    DEV_PATHS.externalLogin,
    { schema: { body: externalForm } },
    async (request, reply) => {
      const form = request.body;
      const origin = requestOrigin(request).http;
      const event = await externalEvent(form, origin);
      if (!validAccount(form.account)) {
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(externalLoginPage(form, event.name, "Enter an account name of 1 to 64 characters."));
      }
      const now = ctx.now();
      const subject = form.account.trim();
      const assertion = signAssertion(
        { eventNumber: event.event_number, subject, nickname: subject, iat: now, exp: now + ASSERTION_TTL_MS, nonce: newNonce() },
        event.external_secret,
      );
      const target = sameSiteTarget(form.returnUrl, origin);
      if (!target) throw redirectNotAllowed();
      // A one-time code in the fragment, never tokens in the query (decision 0023).
      const { code } = await ctx.externalAuth.handOver(assertion);
      target.hash = `${HAND_OVER_PARAMS.code}=${code}`;
      return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(target.href, 303);
    },
  );
}
