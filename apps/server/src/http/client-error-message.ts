import type { FastifyError } from "fastify";

interface ValidationIssue {
  readonly instancePath?: string;
  readonly keyword?: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

const WHERE: Record<string, string> = {
  querystring: "query parameter",
  params: "path parameter",
  body: "body field",
  headers: "header",
};

/** Names the parameter a JSON-schema validation issue is about, e.g. `accessType` or `captcha.x`. */
function parameterName(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  const missing = issue.params?.["missingProperty"];
  if (issue.keyword === "required" && typeof missing === "string") return path ? `${path}.${missing}` : missing;
  const unknown = issue.params?.["additionalProperty"];
  if (issue.keyword === "additionalProperties" && typeof unknown === "string") return path ? `${path}.${unknown}` : unknown;
  return path;
}

/** A one-line message for a schema validation failure, naming the parameter and where it was. */
export function validationMessage(context: string | undefined, issues: readonly ValidationIssue[]): string {
  const issue = issues[0];
  const where = (context && WHERE[context]) ?? "parameter";
  if (!issue) return `Invalid ${where}`;
  const name = parameterName(issue);
  if (issue.keyword === "required") return `Missing ${where} '${name}'`;
  // An unknown field is named (cut short: it is the caller's text) so a misspelling shows.
  if (issue.keyword === "additionalProperties") return `Unknown ${where} '${name.slice(0, 64)}'`;
  if (!name) return `Invalid ${context === "body" ? "request body" : where}: ${issue.message ?? "malformed"}`;
  return `Invalid ${where} '${name}': ${issue.message ?? "malformed"}`;
}

/**
 * A clear message for a client mistake Fastify detected before a handler ran (unsupported
 * content type, broken JSON, oversize body, malformed URL…).
 */
export function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send the body as application/json";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body too large";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Empty JSON body: send a JSON object or no content type";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "Request body does not match its Content-Length";
    case "FST_ERR_BAD_URL":
      return "Malformed URL";
    default:
      if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
        return "Invalid JSON body";
      }
      return error.message || "Bad request";
  }
}
