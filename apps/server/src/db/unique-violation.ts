/**
 * Whether a database error is a unique-constraint violation (PostgreSQL SQLSTATE 23505, SQLite
 * "UNIQUE constraint failed"), so a write that lost a race can re-read what won instead of
 * answering 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "23505") return true;
  return typeof message === "string" && message.includes("UNIQUE constraint failed");
}
