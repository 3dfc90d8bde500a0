import { AjvCompiler, type BuildCompilerFromPool } from "@fastify/ajv-compiler";

type Validator = ReturnType<ReturnType<BuildCompilerFromPool>>;
/** What Fastify hands a validator compiler at run time (the package's type names only `schema`). */
interface RouteSchemaPart {
  readonly schema: unknown;
  readonly method?: string;
  readonly url?: string;
  readonly httpPart?: string;
}

const ajvCompilers = AjvCompiler();
/** Compiled validators by Ajv set-up and schema text, for the life of the process. */
const compiled = new Map<string, Validator>();

/** Header names arrive lower-cased: the schema's are lower-cased too (as Fastify's own compiler does). */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties === undefined
      ? {}
      : { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) }),
    ...(Array.isArray(required)
      ? { required: required.map((name: unknown) => (typeof name === "string" ? name.toLowerCase() : name)) }
      : {}),
  };
}

/**
 * Fastify's request validators, compiled once per process for each distinct schema. Each server
 * instance would otherwise build its own Ajv and compile every route's schemas again: a quarter of
 * a server start's work, paid by every test and benchmark that starts a server (hundreds of files,
 * each starting several). A compiled Ajv validator depends only on the schema text, Ajv's options
 * and the shared schemas, which make the key; it is called synchronously and its `errors` read at
 * once, so servers of one process can share it.
 */
export const sharedValidatorBuilder: BuildCompilerFromPool = (externalSchemas, options) => {
  const build = ajvCompilers(externalSchemas, options);
  const setUp = JSON.stringify(externalSchemas) + JSON.stringify(options ?? {});
  return ((part: RouteSchemaPart) => {
    const schema = part.httpPart === "headers" ? lowerCaseHeaderNames(part.schema) : part.schema;
    const key = `${setUp}\u0000${JSON.stringify(schema)}`;
    let validator = compiled.get(key);
    if (validator === undefined) {
      validator = (build as unknown as (part: RouteSchemaPart) => Validator)({ ...part, schema });
      compiled.set(key, validator);
    }
    return validator;
  }) as unknown as ReturnType<BuildCompilerFromPool>;
};
