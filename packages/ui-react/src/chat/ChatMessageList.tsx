import type { ChatMessage } from "@livehall/application";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslator } from "../i18n/I18nProvider";
import { useNameText } from "../names/shown-name-text";
import { ChatRow } from "./ChatRow";
import { rowAt, rowOffsets, rowWindow } from "./virtual-window";

/** Height (px) of a row before any is measured: one line of meta and one of text. */
const ESTIMATED_ROW_PX = 52;
/** Viewport height (px) assumed before the list has one (not laid out yet). */
const FALLBACK_VIEWPORT_PX = 480;
/** Rendered beyond the viewport, above and below (px). */
const OVERSCAN_PX = 480;
/** Closer than this (px) to the end counts as at the bottom (new messages keep it there). */
const STICK_PX = 32;

/** The first row in view when the viewer last scrolled, and its top then. */
interface Anchor {
  readonly messageId: number;
  top: number;
  /** The offsets `top` was read from. */
  offsets: Float64Array;
}

/** Index of the message with `messageId` (or where it would be): messages are ordered by id. */
function indexOfId(messages: readonly ChatMessage[], messageId: number): number {
  let low = 0;
  let high = messages.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((messages[mid]?.messageId ?? 0) < messageId) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface ChatMessageListProps {
  readonly messages: readonly ChatMessage[];
  /** Accessible name of the log. */
  readonly label: string;
  /** Each row shows its sender's avatar (the room's userIconFlag). */
  readonly avatars?: boolean;
}

/**
 * The chat log, virtualized: however many messages, only the rows near the viewport are in the
 * DOM (at most MAX_RENDERED_ROWS), with measured heights (an estimate until measured). At the
 * bottom it stays at the bottom as messages arrive; scrolled up, the rows in view stay put
 * (messages dropping off the top or deleted do not move them) and a button counts the new
 * messages and jumps down. The viewer's own new message brings the list down. The log is
 * focusable, so the keyboard scrolls it.
 */
export function ChatMessageList({ messages, label, avatars = false }: ChatMessageListProps) {
  const translator = useTranslator();
  const listRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [viewport, setViewport] = useState({ top: 0, height: FALLBACK_VIEWPORT_PX });
  const [atBottom, setAtBottom] = useState(true);
  const lastId = messages.at(-1)?.messageId ?? 0;
  const [seenId, setSeenId] = useState(lastId);

  // The viewer's own message, or being at the bottom, makes everything up to the last one seen.
  const newest = messages.at(-1);
  if (!atBottom && newest?.mine === true && newest.messageId > seenId) setAtBottom(true);
  if (atBottom && seenId !== lastId) setSeenId(lastId);
  const unseen = atBottom ? 0 : messages.length - indexOfId(messages, seenId + 1);

  // Rows not measured yet count as the average measured row (a closer guess than a constant).
  const offsets = useMemo(() => {
    let sum = 0;
    for (const height of heights.values()) sum += height;
    const estimate = heights.size > 0 ? sum / heights.size : ESTIMATED_ROW_PX;
    return rowOffsets(messages.map((message) => heights.get(message.messageId) ?? estimate));
  }, [messages, heights]);
  const range = rowWindow(offsets, { scrollTop: viewport.top, viewportHeight: viewport.height, overscan: OVERSCAN_PX, atBottom });
  const offsetsRef = useRef(offsets);

  const takeAnchor = useCallback(
    (list: HTMLElement) => {
      const current = offsetsRef.current;
      const index = rowAt(current, list.scrollTop);
      const message = messages[index];
      anchor.current = message === undefined ? null : { messageId: message.messageId, top: current[index] ?? 0, offsets: current };
    },
    [messages],
  );

  useLayoutEffect(() => {
    offsetsRef.current = offsets;
    const list = listRef.current;
    if (list === null) return;
    // Rows measured, or messages dropped or deleted above, move the rows in view: move back by as much.
    const kept = anchor.current;
    if (!atBottom && kept !== null && kept.offsets !== offsets) {
      const top = offsets[indexOfId(messages, kept.messageId)] ?? 0;
      if (Math.abs(top - kept.top) >= 1) list.scrollTop += top - kept.top;
      kept.top = top;
      kept.offsets = offsets;
    }
    let next: Map<number, number> | null = null;
    for (const row of list.querySelectorAll<HTMLElement>("[data-message-id]")) {
      const height = row.getBoundingClientRect().height;
      const id = Number(row.dataset["messageId"]);
      const known = heights.get(id);
      if (height > 0 && (known === undefined || Math.abs(known - height) >= 0.5)) {
        next ??= new Map(heights);
        next.set(id, height);
      }
    }
    if (next !== null) {
      // Forget the heights of messages gone (dropped off the top, deleted).
      if (next.size > messages.length * 2)
        next = new Map(
          messages.flatMap((message) => {
            const height = next?.get(message.messageId);
            return height === undefined ? [] : [[message.messageId, height] as const];
          }),
        );
      setHeights(next);
      return;
    }
    if (atBottom) list.scrollTop = list.scrollHeight;
  }, [offsets, atBottom, messages, heights, range.start, range.end]);

  // Width changes rewrap every row: forget the heights; height changes move the window.
  useEffect(() => {
    const list = listRef.current;
    if (list === null || typeof ResizeObserver === "undefined") return;
    let width = list.clientWidth;
    const observer = new ResizeObserver(() => {
      if (list.clientWidth !== width) {
        width = list.clientWidth;
        setHeights(new Map());
      }
      setViewport({ top: list.scrollTop, height: list.clientHeight || FALLBACK_VIEWPORT_PX });
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
    };
  }, []);

  const onScroll = () => {
    const list = listRef.current;
    if (list === null) return;
    const bottom = list.scrollHeight - list.scrollTop - list.clientHeight <= STICK_PX;
    setAtBottom(bottom);
    setViewport({ top: list.scrollTop, height: list.clientHeight || FALLBACK_VIEWPORT_PX });
    takeAnchor(list);
  };

  const jumpDown = () => {
    setAtBottom(true);
    listRef.current?.focus();
  };

  // Home and End jump at once: a smooth scroll across rows not measured yet would be cut short.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = listRef.current;
    if (list === null || event.target !== list || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key === "Home") {
      event.preventDefault();
      list.scrollTop = 0;
    } else if (event.key === "End") {
      event.preventDefault();
      setAtBottom(true);
    }
  };

  const timeOf = (sendTime: number) =>
    Number.isFinite(sendTime) ? translator.formatTime(sendTime, { hour: "2-digit", minute: "2-digit" }) : "";
  const mineLabel = translator.t("chat.mine");
  const nameText = useNameText();
  const atmosphereLabel = translator.t("chat.atmosphere");
  return (
    <div className="lh-chat__viewport">
      <div
        ref={listRef}
        className="lh-chat__list"
        role="log"
        aria-live="polite"
        aria-label={label}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="chat-list"
      >
        <ol className="lh-chat__items" style={{ paddingBlockStart: range.before, paddingBlockEnd: range.after }}>
          {messages.slice(range.start, range.end).map((message, index) => (
            <ChatRow
              key={message.messageId}
              message={message}
              nickname={nameText(message.nickname)}
              position={range.start + index + 1}
              total={messages.length}
              time={timeOf(message.sendTime)}
              mineLabel={mineLabel}
              atmosphereLabel={atmosphereLabel}
              avatar={avatars}
            />
          ))}
        </ol>
      </div>
      {unseen > 0 ? (
        <button type="button" className="lh-chat__jump" onClick={jumpDown}>
          {translator.t("chat.newMessages", { count: unseen })}
        </button>
      ) : null}
    </div>
  );
}
