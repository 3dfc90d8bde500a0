import type { TokenRecord } from "@livehall/domain";
import type { TokenStore } from "../session/ports";

/** A TokenStore kept in a Map: for use-case tests and Storybook containers. */
export class InMemoryTokenStore implements TokenStore {
  private readonly records = new Map<string, TokenRecord>();
  private memory: string | null = null;

  constructor(initial: Readonly<Record<string, TokenRecord>> = {}) {
    for (const [eventNumber, record] of Object.entries(initial)) this.records.set(eventNumber, record);
  }

  get(eventNumber: string): TokenRecord | null {
    return this.records.get(eventNumber) ?? null;
  }

  set(eventNumber: string, record: TokenRecord): void {
    this.records.set(eventNumber, record);
    this.memory = record.accessToken;
  }

  remove(eventNumber: string): void {
    const removed = this.records.get(eventNumber);
    this.records.delete(eventNumber);
    if (removed && removed.accessToken === this.memory) this.memory = null;
  }

  get memoryToken(): string | null {
    return this.memory;
  }
}
