import type { HandOverFlows } from "../session/ports";

/** HandOverFlows kept in a Map (one "tab"); nonces numbered "nonce-for-<event>-<n>-…" so tests can read them. */
export class InMemoryHandOverFlows implements HandOverFlows {
  private readonly nonces = new Map<string, string>();
  private made = 0;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [eventNumber, nonce] of Object.entries(initial)) this.nonces.set(eventNumber, nonce);
  }

  begin(eventNumber: string): string {
    const pending = this.nonces.get(eventNumber);
    if (pending !== undefined) return pending;
    this.made += 1;
    const nonce = `nonce-for-${eventNumber}-${String(this.made)}-0123456789`;
    this.nonces.set(eventNumber, nonce);
    return nonce;
  }

  pending(eventNumber: string): string | null {
    return this.nonces.get(eventNumber) ?? null;
  }

  end(eventNumber: string): void {
    this.nonces.delete(eventNumber);
  }
}
