/** Any C0 control character, DEL, or a backslash (browsers read "\" as "/" in http URLs). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: "80", https: "443" };

/** Percent-decodes once; null when the escapes are malformed. */
function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A same-site path ("/a/b?x#y") that can only lead to this site: it starts with a single "/", and
 * its path part, decoded once, neither starts with "//" or "/\" nor holds control characters — so
 * a server or router that decodes it again still stays here.
 */
function safePath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const decoded = decodeOnce(pathname);
  if (decoded === null || decoded.startsWith("//") || UNSAFE_CHARS.test(decoded)) return null;
  return path;
}

/** "scheme://host[:port]" in lower case with a default port removed, or null when not http(s). */
function normalOrigin(scheme: string, authority: string): string | null {
  const lowerScheme = scheme.toLowerCase();
  if (!(lowerScheme in DEFAULT_PORTS) || authority === "" || authority.includes("@")) return null;
  const host = authority.toLowerCase();
  const defaultPort = `:${DEFAULT_PORTS[lowerScheme] ?? ""}`;
  return `${lowerScheme}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

/** The origin of an absolute http(s) URL and the rest of it (path, query, hash). */
function splitAbsolute(url: string): { readonly origin: string | null; readonly rest: string } | null {
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme === undefined) return null;
  const afterScheme = url.slice(scheme.length + 1);
  if (!afterScheme.startsWith("//")) return { origin: null, rest: "" };
  const hierarchy = afterScheme.slice(2);
  const authorityEnd = hierarchy.search(/[/?#]/);
  const authority = authorityEnd === -1 ? hierarchy : hierarchy.slice(0, authorityEnd);
  const rest = authorityEnd === -1 ? "" : hierarchy.slice(authorityEnd);
  return { origin: normalOrigin(scheme, authority), rest: rest.startsWith("/") ? rest : `/${rest}` };
}

/**
 * Where a `from`, `returnUrl`, `originUrl` or `redirectUri` may send the viewer: a path on this
 * site, or null (no open redirect, decision 0012). Accepted: a site-relative path ("/event/1/?x");
 * an absolute http(s) URL whose origin is `siteOrigin` (answered as its path, query and hash).
 * Refused: other origins, user info ("https://site@evil.com"), protocol-relative ("//evil.com"),
 * backslashes, control characters (tabs and newlines browsers would drop), "javascript:", "data:"
 * and other schemes, relative paths, and a path whose decoded form starts with "//".
 * Surrounding spaces are ignored, as browsers do.
 */
export function safeRedirectTarget(url: string | null | undefined, siteOrigin: string): string | null {
  if (url === null || url === undefined || UNSAFE_CHARS.test(url)) return null;
  const candidate = url.trim();
  if (candidate.startsWith("/")) return safePath(candidate);
  const target = splitAbsolute(candidate);
  const site = splitAbsolute(siteOrigin.trim())?.origin ?? null;
  if (!target || target.origin === null || target.origin !== site) return null;
  return safePath(target.rest);
}
