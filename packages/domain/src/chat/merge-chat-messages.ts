/**
 * The most chat messages a page keeps (the oldest drop off). Deletions are reported this far
 * back by the server's since-queries (wire CHAT_DELETION_WINDOW), so a catch-up can reach every
 * message a page still shows.
 */
export const MAX_KEPT_CHAT_MESSAGES = 500;

/** Anything with the id chat messages are ordered and merged by. */
export interface HasMessageId {
  readonly messageId: number;
}

export interface MergeChatOptions {
  /** Ids of messages removed by a moderator: dropped from the result. */
  readonly deletedIds?: Iterable<number>;
  /** How many of the newest to keep; {@link MAX_KEPT_CHAT_MESSAGES} by default. */
  readonly max?: number;
}

/**
 * The chat list after `incoming` (history answers, send answers, pushes) arrived: one message per
 * `messageId` (a later copy replaces the earlier one), oldest first, without `deletedIds`, and only
 * the newest `max`. Neither input is changed; both may be in any order.
 */
export function mergeChatMessages<T extends HasMessageId>(
  current: readonly T[],
  incoming: readonly T[],
  options: MergeChatOptions = {},
): readonly T[] {
  const max = Math.max(0, options.max ?? MAX_KEPT_CHAT_MESSAGES);
  const byId = new Map<number, T>();
  for (const message of current) byId.set(message.messageId, message);
  for (const message of incoming) byId.set(message.messageId, message);
  for (const id of options.deletedIds ?? []) byId.delete(id);
  const merged = [...byId.values()].sort((a, b) => a.messageId - b.messageId);
  return max === 0 ? [] : merged.slice(-max);
}
