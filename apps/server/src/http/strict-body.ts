import type { preValidationHookHandler } from "fastify";
import { badParameter } from "./api-error";

/**
 * A preValidation hook that refuses a body naming a field `properties` does not (400 / 100400
 * naming it), before the schema's validation would silently drop it (Fastify's default
 * `removeAdditional`). For calls that act on what the body says (a visitor without a session, an
 * organiser setting a cap or a flag): a caller adding
 * fields (a second recipient, an audience id, a price) is told so, not half-obeyed.
 */
export function refuseUnknownFields(properties: Readonly<Record<string, unknown>>): preValidationHookHandler {
  const known = new Set(Object.keys(properties));
  return (request, _reply, done) => {
    const body = request.body;
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      const unknown = Object.keys(body).find((field) => !known.has(field));
      if (unknown !== undefined) {
        done(badParameter(`Unknown body field '${unknown.slice(0, 64)}'`));
        return;
      }
    }
    done();
  };
}
