import { isLoopbackHost } from "../dev-stand-ins";

/**
 * Reads PUBLIC_URL, the address viewers reach the server at (e.g. https://events.example.com): an
 * http(s) origin without user, path, query or fragment. Answers the origin ("https://events.example.com")
 * or throws a message naming the variable.
 */
export function parsePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be the address viewers use, like https://events.example.com; got "${text}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`PUBLIC_URL must start with https:// or http://; got "${text}"`);
  if (url.username !== "" || url.password !== "" || url.pathname !== "/" || url.search !== "" || url.hash !== "") {
    throw new Error(`PUBLIC_URL must be an origin only (no user, path, query or #); got "${text}"`);
  }
  return url.origin;
}

/**
 * The public origin from the environment, or null for development. Without PUBLIC_URL the server
 * builds its addresses only on loopback names (request-origin.ts: any other Host becomes
 * `localhost`, never echoed), so it refuses to start where viewers arrive by another name: on a
 * non-loopback HOST. Behind a proxy on loopback (TRUST_PROXY) nothing forged can be echoed either,
 * but the addresses handed out would name localhost: {@link proxyWithoutPublicUrlWarning} says so.
 */
export function publicOriginFromEnv(publicUrl: string | undefined, host: string): string | null {
  if (publicUrl !== undefined && publicUrl !== "") return parsePublicUrl(publicUrl);
  if (!isLoopbackHost(host)) {
    throw new Error(
      `PUBLIC_URL is required on HOST ${host}: set it to the address viewers use, e.g. PUBLIC_URL=https://events.example.com`,
    );
  }
  return null;
}

/** The start-up warning for a proxy in front (TRUST_PROXY) without PUBLIC_URL, or null when none is due. */
export function proxyWithoutPublicUrlWarning(publicOrigin: string | null, behindProxy: boolean): string | null {
  if (publicOrigin !== null || !behindProxy) return null;
  return "WARNING: TRUST_PROXY without PUBLIC_URL: absolute addresses (play, WeChat, domain config) name localhost; set PUBLIC_URL to the address viewers use";
}
