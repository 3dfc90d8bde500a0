import { isIP } from "node:net";

/** Trusted reverse proxies: a hop count or their addresses/CIDRs. */
export type TrustProxySetting = number | readonly string[];

const MAX_HOPS = 10;

function validProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  if (address === undefined || extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY (decision 0020): unset, "" or "0" trusts no proxy; a whole number N (1–10)
 * trusts the N nearest hops (1 = one reverse proxy in front); otherwise a comma-separated list of
 * the proxies' addresses or CIDRs (e.g. "10.0.0.0/8,192.168.1.5"), so only headers those proxies
 * add count. "true" (trust every hop: any client could forge X-Forwarded-For) is refused, like
 * anything else unreadable, with a message naming the accepted forms.
 */
export function parseTrustProxy(text: string | undefined): TrustProxySetting | undefined {
  const value = text?.trim() ?? "";
  if (value === "" || value === "0") return undefined;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY hop count must be 1–${MAX_HOPS}, got "${value}"`);
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !validProxyAddress(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. 1) or their addresses/CIDRs ` +
        `separated by commas (e.g. 10.0.0.0/8,192.168.1.5); "true"/trusting every hop is not accepted. Bad: ${bad.map((entry) => `"${entry}"`).join(", ")}`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting: for N hops a function trusting the N nearest addresses of
 * the X-Forwarded-For chain (what Fastify does for a number), the address list as is, or false.
 */
export function fastifyTrustProxy(setting: TrustProxySetting | undefined): ((address: string, hop: number) => boolean) | string[] | false {
  if (setting === undefined) return false;
  if (typeof setting === "number") {
    if (!Number.isInteger(setting) || setting < 1) throw new Error(`trustProxy hop count must be a whole number ≥ 1, got ${setting}`);
    return (_address, hop) => hop < setting;
  }
  const bad = setting.filter((entry) => !validProxyAddress(entry));
  if (bad.length > 0 || setting.length === 0) throw new Error(`trustProxy addresses must be IPs or CIDRs, got ${JSON.stringify(setting)}`);
  return [...setting];
}
