import { isIPv4, isIPv6 } from "node:net";

/** Whether the development stand-ins run, and the one loud line to print when they run exposed. */
export interface StandInsDecision {
  readonly on: boolean;
  /** Set when stand-ins were switched on explicitly on a non-loopback address; printed once at start-up. */
  readonly warning: string | null;
}

/**
 * True for the loopback addresses only: 127.0.0.0/8, ::1 (also written as ::ffff:127.x.y.z) and
 * the name "localhost". Wildcards (0.0.0.0, ::) and every other name or address are not loopback.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  if (isIPv4(name)) return name.startsWith("127.");
  if (isIPv6(name)) {
    if (name === "::1" || name === "0:0:0:0:0:0:0:1") return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    return mapped?.[1] !== undefined && mapped[1].startsWith("127.");
  }
  return false;
}

/**
 * Decision 0020: the development stand-ins (outbox, organiser page, WeChat pages) are on by
 * default only while the server listens on loopback, where nobody else can reach them. `requested`
 * is the `devProviders` option (LIVEHALL_DEV_PROVIDERS): false turns them off anywhere; true on a
 * non-loopback address turns them on with a warning; undefined follows the address.
 */
export function decideStandIns(host: string, requested: boolean | undefined): StandInsDecision {
  const loopback = isLoopbackHost(host);
  if (requested === false) return { on: false, warning: null };
  if (loopback) return { on: true, warning: null };
  if (requested === true) {
    return {
      on: true,
      warning:
        `WARNING: development stand-ins are ON while listening on ${host}: anyone who reaches this server can read ` +
        "verification codes at /dev/outbox and log in as anyone through /dev/external-login and /dev/wechat " +
        "(LIVEHALL_DEV_PROVIDERS=1). Never do this in production.",
    };
  }
  return { on: false, warning: null };
}
