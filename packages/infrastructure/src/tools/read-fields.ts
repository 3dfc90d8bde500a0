/*
 * Field readers shared by the lucky draw, quiz and check-in parsers: each answers null (or a
 * safe default) for what it cannot use, never throws.
 */

export function record(body: unknown): Readonly<Record<string, unknown>> | null {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A non-empty string, else null. */
export function idText(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function textOr(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

/** A whole number ≥ 0, else `fallback`. */
export function count(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** The strings of a list (others left out); not a list: []. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The items of a list `read` can read (others left out). */
export function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}
