/**
 * Defensive reading of server data for the mappers: a field may be missing or of the wrong type
 * (an older or faulty server), and a mapper must then fall back to a safe default instead of
 * throwing a TypeError deep inside a use-case.
 */

/** A DTO whose fields are not trusted yet: same names, any value. */
export type Loose<T extends object> = Readonly<Partial<Record<keyof T, unknown>>>;

/** The value as a DTO to read field by field; anything but a plain object reads as empty. */
export function loose<T extends object>(value: unknown): Loose<T> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {} as Loose<T>;
  return value as Loose<T>;
}

/** A string field; a finite number is written in decimal; anything else is `fallback`. */
export function text(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A number field; a numeric string is read as its number; anything else is `fallback`. */
export function num(value: unknown, fallback = 0): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A 0/1 wire flag: on only when it is 1. */
export function flagOn(value: unknown): boolean {
  return num(value) === 1;
}

/** An array field; anything else is empty. */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}
