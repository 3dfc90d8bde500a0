import type { ServerLimits } from "./limits";

/** Environment variables of {@link ServerLimits} (main.ts), each a whole number. */
const VARIABLES: Record<string, keyof ServerLimits> = {
  LIVEHALL_HEADERS_TIMEOUT_MS: "headersTimeoutMs",
  LIVEHALL_REQUEST_TIMEOUT_MS: "requestTimeoutMs",
  LIVEHALL_KEEP_ALIVE_TIMEOUT_MS: "keepAliveTimeoutMs",
  LIVEHALL_WS_MAX_PER_IP: "socketsPerIp",
  LIVEHALL_WS_MAX_TOTAL: "socketsTotal",
  LIVEHALL_WS_PACKETS_PER_SECOND: "packetsPerSecond",
  LIVEHALL_WS_PACKET_BURST: "packetBurst",
  LIVEHALL_LIKES_PER_SECOND: "likesPerSecond",
  LIVEHALL_PURGE_EVERY_MS: "purgeEveryMs",
};

/**
 * The limits set in `env` (unset or empty variables keep their defaults); throws naming the
 * variable when one is not a whole number (0 is allowed only for LIVEHALL_PURGE_EVERY_MS: no purge).
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<ServerLimits> {
  const limits: Partial<Record<keyof ServerLimits, number>> = {};
  for (const [name, field] of Object.entries(VARIABLES)) {
    const text = env[name];
    if (text === undefined || text === "") continue;
    const min = field === "purgeEveryMs" ? 0 : 1;
    if (!/^\d{1,10}$/.test(text) || Number(text) < min) throw new Error(`${name} must be a whole number, at least ${min}`);
    limits[field] = Number(text);
  }
  return limits;
}
