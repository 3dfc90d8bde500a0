/** What the external auth address is told (§2, §4 access flow). */
export interface ExternalAuthParams {
  /** Absolute URL on this site the organiser's system sends the viewer back to with tokens. */
  readonly returnUrl: string;
  readonly eventNumber: string;
  readonly roomNumber?: string;
  readonly channelNumber?: string;
}

const PARAM_NAMES = ["returnUrl", "eventNumber", "roomNumber", "channelNumber"] as const;
const HTTP_URL = /^https?:\/\/[^/?#\\@\s]+(?:[/?#]|$)/i;

/** The customAddress as an absolute http(s) URL, or null when it cannot be one. */
function absoluteAddress(customAddress: string, siteOrigin: string): string | null {
  const address = customAddress.trim();
  // eslint-disable-next-line no-control-regex -- refuse control characters and backslashes
  if (address === "" || /[\u0000-\u001f\u007f\\]/.test(address)) return null;
  if (address.startsWith("/") && !address.startsWith("//")) {
    const origin = siteOrigin.trim().replace(/\/+$/, "");
    return HTTP_URL.test(origin) ? `${origin}${address}` : null;
  }
  return HTTP_URL.test(address) ? address : null;
}

/**
 * The address a viewer leaves for on an external-auth event (§2, §4): the event's customAddress
 * (absolute, or site-relative like "/dev/external-login", then on `siteOrigin`) with `returnUrl`,
 * `eventNumber`, `roomNumber` and `channelNumber` added to its query (empty ones left out; its own
 * parameters of those names replaced, others kept; a hash stays last). Null when customAddress is
 * empty or not an http(s) address (e.g. "javascript:"), so the caller can stay on the access page.
 */
export function externalAuthUrl(customAddress: string, params: ExternalAuthParams, siteOrigin: string): string | null {
  const address = absoluteAddress(customAddress, siteOrigin);
  if (address === null) return null;
  const hashAt = address.indexOf("#");
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : address.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const ownNames = new Set<string>(PARAM_NAMES);
  const kept = (queryAt === -1 ? "" : beforeHash.slice(queryAt + 1))
    .split("&")
    .filter((pair) => pair !== "" && !ownNames.has(pair.split("=", 1)[0] ?? ""));
  const added = PARAM_NAMES.flatMap((name) => {
    const value = params[name];
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  return `${base}?${[...kept, ...added].join("&")}${hash}`;
}
