/** How engines read what a failed stream request answered: its HTTP status and a body code. */

/** An HTTP status (100–599) from an engine's field, or undefined when there is none (0, missing). */
export function httpStatusOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
}

/**
 * The `code` of a JSON body a stream answered with (e.g. the server's 403 envelope, or "2002" of
 * a no-delay live), as text; undefined when the body is not such JSON.
 */
export function answeredCode(body: unknown): string | undefined {
  if (typeof body !== "string" || !body.trimStart().startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== "object" || parsed === null || !("code" in parsed)) return undefined;
    const { code } = parsed;
    if (typeof code === "string" && code !== "") return code;
    return typeof code === "number" && Number.isFinite(code) ? String(code) : undefined;
  } catch {
    return undefined;
  }
}
