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
 * builds its addresses only on loopback names (request-origin.ts), so it refuses to start where
 * viewers arrive by another name: on a non-loopback HOST, or behind a proxy (TRUST_PROXY) — there a
 * Host header is whatever the client wrote, and echoing it would hand out an attacker's addresses.
 */
export function publicOriginFromEnv(publicUrl: string | undefined, host: string, behindProxy: boolean): string | null {
  if (publicUrl !== undefined && publicUrl !== "") return parsePublicUrl(publicUrl);
  if (!isLoopbackHost(host)) {
    throw new Error(
      `PUBLIC_URL is required on HOST ${host}: set it to the address viewers use, e.g. PUBLIC_URL=https://events.example.com`,
    );
  }
  if (behindProxy) {
    throw new Error(
      "PUBLIC_URL is required with TRUST_PROXY: set it to the address viewers use, e.g. PUBLIC_URL=https://events.example.com",
    );
  }
  return null;
}
