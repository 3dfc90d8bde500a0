/**
 * Who of a room receives one push, when it is not everyone (decision 0041): the sockets whose
 * viewer is a member of a group, e.g. the voters of one vote. Plain data, so it crosses processes
 * with the push (RedisHub serialises it with the message).
 *
 * Every process keeps its own copy of each group's members ({@link AudienceGroups}): the process
 * that saw viewers join a group names them in its next push (`joined`), and `size` — the group's
 * size in the database when the push was made — tells a process whose copy is short (restarted,
 * or it missed a push) to read the group again before it delivers.
 */
export interface PushAudience {
  /** The kind of group: the {@link AudienceGroups} registered under this name answers its members. */
  readonly kind: string;
  /** The group within its kind (a vote id). */
  readonly group: string;
  /** Audience ids the publishing process saw join the group since its previous push to it. */
  readonly joined: readonly string[];
  /** How many members the group had in the database when the push was made. */
  readonly size: number;
}

/**
 * The members of one kind of group, as this process knows them (the room registry asks when a push
 * names an audience of that kind). Implementations keep the members in memory and read the store
 * only when their copy cannot be complete: never per socket, at most once per push and process.
 */
export interface AudienceGroups {
  /**
   * The audience ids of `audience.group`, counting `audience.joined`: at once when this process's copy
   * holds at least `audience.size` members, else a promise of them read again from the store. Must not
   * throw; a rejected promise delivers the push to nobody.
   */
  members(audience: PushAudience): ReadonlySet<string> | Promise<ReadonlySet<string>>;
}

/** The push audience in a hub message from another process, or null when it is not one. */
export function readPushAudience(value: unknown): PushAudience | null {
  if (typeof value !== "object" || value === null) return null;
  const { kind, group, joined, size } = value as Partial<Record<keyof PushAudience, unknown>>;
  if (typeof kind !== "string" || typeof group !== "string") return null;
  if (!Array.isArray(joined) || !joined.every((id): id is string => typeof id === "string")) return null;
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) return null;
  return { kind, group, joined, size };
}
