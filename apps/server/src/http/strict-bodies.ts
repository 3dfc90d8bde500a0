import type { FastifyInstance, RouteOptions } from "fastify";

/** Methods whose requests may carry a body. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

/** Keywords whose value is one sub-schema, a list of alternatives, or a map of sub-schemas. */
const ONE = ["items", "not", "contains", "additionalItems", "additionalProperties"];
const ALTERNATIVES = ["anyOf", "oneOf", "prefixItems"];
const MAP = ["properties", "definitions", "$defs"];
/** Keywords that merge or branch object levels: a strict level inside them would refuse its sibling's fields. */
const MERGING = ["allOf", "if", "then", "else", "patternProperties", "dependentSchemas", "unevaluatedProperties", "$ref"];

const describesObject = (schema: Schema): boolean =>
  schema["type"] === "object" || (Array.isArray(schema["type"]) && schema["type"].includes("object")) || isSchema(schema["properties"]);

/**
 * The body schema of a route that reads no body: nothing, or an empty object (what a client
 * sending `{}` means), and any named field is refused like on every other route.
 */
export const NO_BODY = { type: ["object", "null"], properties: {}, additionalProperties: false } as const;

/**
 * A copy of a body schema where every object level refuses fields it does not name
 * (`additionalProperties: false`, added where a level names its fields and says nothing more).
 * Refused (named in `problems`, the start fails): a level naming no field and saying nothing (forgotten
 * or free?), free keys (`additionalProperties` true or a schema: a map, or a payload another check
 * reads) without a `maxProperties` bound, and keywords that merge levels (`allOf`, `$ref`…).
 */
export function strictSchema(schema: unknown, where: string, problems: string[]): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of MERGING) if (key in copy) problems.push(`${where} uses '${key}': declare the fields at one level`);
  if (describesObject(copy)) {
    const extra = copy["additionalProperties"];
    const bounded = typeof copy["maxProperties"] === "number";
    // A level naming no field is either forgotten or free on purpose: it must say which.
    if (extra === undefined && !isSchema(copy["properties"]))
      problems.push(`${where} names no field: declare its properties, or additionalProperties with maxProperties`);
    else if (extra === undefined) copy["additionalProperties"] = false;
    // Free keys (a map whose keys are data, a payload another check reads) must be bounded.
    else if (extra !== false && !bounded) problems.push(`${where} lets unknown fields through without maxProperties`);
  }
  for (const key of ONE) if (isSchema(copy[key])) copy[key] = strictSchema(copy[key], `${where}.${key}`, problems);
  for (const key of ALTERNATIVES) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((item, index) => strictSchema(item, `${where}.${key}[${index}]`, problems));
  }
  for (const key of MAP) {
    const map = copy[key];
    if (isSchema(map)) {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, item]) => [name, strictSchema(item, `${where}.${key}.${name}`, problems)]),
      );
    }
  }
  return copy;
}

/** A route that reads a body, with the strict schema it validates it against. */
export interface BodyRoute {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

const declared = new WeakMap<FastifyInstance, BodyRoute[]>();

/** The routes of `app` that read a body, as declared so far (tests walk them all). */
export const bodyRoutesOf = (app: FastifyInstance): readonly BodyRoute[] => declared.get(app) ?? [];

const takesBody = (route: RouteOptions): boolean => [route.method].flat().some((method) => BODY_METHODS.has(method));

/**
 * Makes every route's body strict as it is declared, so no route can forget: a body field the
 * schema does not name is refused with 400 naming it (with Ajv's `removeAdditional` off it is an
 * error, not silently dropped — a misspelt flag must not be read as "not set"). A route that
 * declares no body gets {@link NO_BODY}. A schema that cannot be made strict stops the start.
 * Install before any route is declared.
 */
export function installStrictBodies(app: FastifyInstance): void {
  const routes: BodyRoute[] = [];
  declared.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!takesBody(route)) return;
    const schema = route.schema ?? {};
    const problems: string[] = [];
    const body = schema.body === undefined ? NO_BODY : strictSchema(schema.body, "body", problems);
    if (isSchema(schema.body) && "content" in schema.body) problems.push("body declares per-content-type schemas");
    if (problems.length > 0) throw new Error(`${[route.method].flat().join(",")} ${route.url}: ${problems.join("; ")}`);
    route.schema = { ...schema, body };
    for (const method of [route.method].flat()) if (BODY_METHODS.has(method)) routes.push({ method, url: route.url, body });
  });
}
