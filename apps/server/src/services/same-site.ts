/**
 * `target` as an absolute URL when it leads to this site — a path with one leading "/" or an
 * absolute URL whose origin is `origin` (the request's own) — else null. The parsed URL is what
 * is checked and returned, so tricks such as "//evil", "/\\evil" or "/.//evil" cannot leave the site.
 */
export function sameSiteTarget(target: string, origin: string): URL | null {
  if (target === "" || target.length > 2048 || /[\p{Cc}\\]/u.test(target)) return null;
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target)) return null;
  if (/^\/\//.test(target)) return null;
  let parsed: URL;
  try {
    parsed = new URL(target, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.username !== "" || parsed.password !== "") return null;
  // A path that normalizes to "//host" would leave the site if anyone used it relative.
  if (parsed.pathname.startsWith("//")) return null;
  return parsed;
}
