/** Why a websocket upgrade is refused, or "ok" (and then counted until released). */
export type Admission = "ok" | "perIp" | "total";

/**
 * Counts this process's open websockets per client address and in total, and refuses an upgrade
 * beyond either cap (issue 11 item 13): one address cannot take every socket, and the process
 * cannot be pushed past what it can hold. A slot is taken before the upgrade and given back when
 * the connection's TCP socket closes, whatever happened in between.
 */
export class SocketAdmission {
  private readonly perIp = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerIp: number,
    private readonly maxTotal: number,
  ) {}

  /** Takes a slot for `ip`, or answers why not (nothing is counted then). */
  admit(ip: string): Admission {
    const used = this.perIp.get(ip) ?? 0;
    if (this.total >= this.maxTotal) return "total";
    if (used >= this.maxPerIp) return "perIp";
    this.perIp.set(ip, used + 1);
    this.total += 1;
    return "ok";
  }

  /** Gives back a slot {@link admit} took for `ip`. */
  release(ip: string): void {
    const used = this.perIp.get(ip) ?? 0;
    if (used <= 0) return;
    if (used === 1) this.perIp.delete(ip);
    else this.perIp.set(ip, used - 1);
    this.total -= 1;
  }

  /** Open sockets of `ip` (all addresses when absent). */
  count(ip?: string): number {
    return ip === undefined ? this.total : (this.perIp.get(ip) ?? 0);
  }
}
