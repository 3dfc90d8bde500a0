/** One sighting of a viewer on a room's page. */
interface Sighting {
  readonly channel: string;
  readonly audienceId: string;
  readonly lastSeen: number;
  readonly pageSession: string;
}

/** How long sightings are kept and how many at most. */
export interface PresenceBounds {
  /** A viewer not seen for this long (ms) is forgotten. */
  readonly ttlMs: number;
  /** Most sightings kept; beyond, the longest unseen are forgotten first. */
  readonly maxEntries: number;
}

const key = (channel: string, audienceId: string): string => `${channel}\u0000${audienceId}`;

/**
 * When each viewer was last on a room's page (POST .../audiences/mine-online, every 30 s), in
 * memory per process. Bounded (issue 11 item 13): sightings older than `ttlMs` are forgotten and
 * at most `maxEntries` are kept, the longest unseen going first. The map is kept in order of last
 * sighting (a sighting moves its entry to the end), so forgetting only looks at the front.
 */
export class RoomPresence {
  private readonly sightings = new Map<string, Sighting>();

  constructor(private readonly bounds: PresenceBounds = { ttlMs: 5 * 60 * 1000, maxEntries: 100_000 }) {}

  seen(channel: string, audienceId: string, pageSession: string, at: number): void {
    const id = key(channel, audienceId);
    this.sightings.delete(id);
    this.sightings.set(id, { channel, audienceId, lastSeen: at, pageSession });
    this.forgetStale(at);
  }

  /** Audience ids seen in the room at or after `since` (epoch ms). */
  presentSince(channel: string, since: number): string[] {
    return [...this.sightings.values()]
      .filter((entry) => entry.channel === channel && entry.lastSeen >= since)
      .map((entry) => entry.audienceId);
  }

  /** Forgets the viewer's sighting in the room (its socket left: the page is gone). */
  leave(channel: string, audienceId: string): void {
    this.sightings.delete(key(channel, audienceId));
  }

  lastSeen(channel: string, audienceId: string): number | null {
    return this.sightings.get(key(channel, audienceId))?.lastSeen ?? null;
  }

  /** Sightings kept now. */
  get size(): number {
    return this.sightings.size;
  }

  private forgetStale(now: number): void {
    for (const [id, entry] of this.sightings) {
      if (this.sightings.size <= this.bounds.maxEntries && entry.lastSeen >= now - this.bounds.ttlMs) return;
      this.sightings.delete(id);
    }
  }
}
