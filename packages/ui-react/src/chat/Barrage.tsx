import { APP_TOKENS, type ChatMessage } from "@livehall/application";
import {
  assignBarrageLane,
  barrageCrossingMs,
  barrageLaneCount,
  EMPTY_BARRAGE_LANES,
  type BarrageLanes,
  type BarrageRegion,
} from "@livehall/domain";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { useRoomFeature } from "../services/RoomScopeProvider";
import { barrageText, textWidth } from "./barrage-text";
import "./Barrage.css";

/** Font size and lane height (px); Barrage.css uses the same. */
const FONT_PX = 18;
const LANE_PX = 30;
/** Items on screen at most; more are dropped. */
export const MAX_BARRAGE_ITEMS = 40;
/** Time (ms) an item takes to cross a player of its own width: every item moves at this one speed. */
const CROSSING_MS = 8000;
/** Time (ms) a still item shows where the viewer prefers reduced motion. */
const STILL_MS = 4000;
/** Player size assumed before the layer has one (not laid out). */
const FALLBACK_SIZE = { width: 640, height: 360 };

interface BarrageItem {
  readonly key: number;
  readonly messageId: number;
  readonly text: string;
  readonly lane: number;
  readonly mine: boolean;
  /** Flying: how far (px) and how long (ms) it travels; still: how long it shows. */
  readonly distance: number;
  readonly duration: number;
}

export interface BarrageProps {
  /** How much of the player it may cover (§3: 1 all, 2 the top half, 3 the top third). */
  readonly region: BarrageRegion;
}

/**
 * The chat as a barrage (danmaku) over the player: each message that arrives while it is shown
 * flies across (right to left; left to right in right-to-left languages) in the first free lane of
 * the region, by the domain's lane rules; with every lane busy, or {@link MAX_BARRAGE_ITEMS} on
 * screen, a message is dropped. New messages are placed once per frame. Where the viewer prefers
 * reduced motion, messages fade in and out in place instead. A decoration: hidden from assistive
 * technology (the chat log has the same text) and never in the way of the pointer.
 */
export function Barrage({ region }: BarrageProps) {
  const chat = useRoomFeature(APP_TOKENS.Chat);
  const still = usePrefersReducedMotion();
  const layerRef = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<readonly BarrageItem[]>([]);
  const settings = useRef({ region, still });
  useEffect(() => {
    settings.current = { region, still };
  }, [region, still]);

  useEffect(() => {
    let seen: number | null = null;
    let queue: ChatMessage[] = [];
    let frame: number | null = null;
    let lanes: BarrageLanes = EMPTY_BARRAGE_LANES;
    let nextKey = 0;
    /** Items on screen: key → the message shown and the timer that removes it. */
    const onScreen = new Map<number, { readonly messageId: number; readonly timer: ReturnType<typeof setTimeout> }>();

    const remove = (keys: readonly number[]) => {
      for (const key of keys) {
        clearTimeout(onScreen.get(key)?.timer);
        onScreen.delete(key);
      }
      setItems((current) => current.filter((item) => !keys.includes(item.key)));
    };
    const place = () => {
      frame = null;
      const layer = layerRef.current;
      const fresh = queue;
      queue = [];
      if (layer === null) return;
      const width = layer.clientWidth || FALLBACK_SIZE.width;
      const height = layer.clientHeight || FALLBACK_SIZE.height;
      const font = `600 ${String(FONT_PX)}px ${getComputedStyle(layer).fontFamily || "sans-serif"}`;
      const { region: current, still: quiet } = settings.current;
      const laneCount = barrageLaneCount(current, height, LANE_PX);
      const speed = width / CROSSING_MS;
      const now = performance.now();
      const placed: BarrageItem[] = [];
      for (const message of fresh) {
        if (onScreen.size >= MAX_BARRAGE_ITEMS) break;
        const text = barrageText(message.content);
        if (text === "") continue;
        const itemWidth = textWidth(text, font, FONT_PX);
        const placement = quiet
          ? assignBarrageLane(lanes, { now, width: STILL_MS, speed: 1, gap: 0, laneCount })
          : assignBarrageLane(lanes, { now, width: itemWidth, speed, laneCount });
        if (placement === null) continue;
        lanes = placement.lanes;
        const duration = quiet ? STILL_MS : barrageCrossingMs(width, itemWidth, speed);
        const key = nextKey++;
        placed.push({
          key,
          messageId: message.messageId,
          text,
          lane: placement.lane,
          mine: message.mine,
          distance: width + itemWidth,
          duration,
        });
        // Gone once its animation is over (even where it never ends: a hidden tab, no CSS).
        onScreen.set(key, {
          messageId: message.messageId,
          timer: setTimeout(() => {
            remove([key]);
          }, duration + 100),
        });
      }
      if (placed.length > 0) setItems((items) => [...items, ...placed]);
    };

    if (chat === null) return;
    const subscription = chat.state$.subscribe(({ messages }) => {
      const last = messages.at(-1)?.messageId ?? 0;
      // Only what arrives after the barrage shows flies: the first state is the past.
      if (seen === null) {
        seen = last;
        return;
      }
      if (onScreen.size > 0) {
        // A moderator deleted it: it leaves the barrage too.
        const ids = new Set(messages.map((message) => message.messageId));
        const deleted = [...onScreen].filter(([, item]) => !ids.has(item.messageId)).map(([key]) => key);
        if (deleted.length > 0) remove(deleted);
      }
      const from = seen;
      const fresh = messages.filter((message) => message.messageId > from);
      if (fresh.length === 0) return;
      seen = Math.max(from, last);
      queue.push(...fresh);
      frame ??= requestAnimationFrame(place);
    });
    return () => {
      subscription.unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
      for (const { timer } of onScreen.values()) clearTimeout(timer);
    };
  }, [chat]);

  return (
    <div ref={layerRef} className="lh-barrage" aria-hidden="true" data-region={region}>
      {items.map((item) => (
        <span
          key={item.key}
          className={`lh-barrage__item${still ? " lh-barrage__item--still" : ""}${item.mine ? " lh-barrage__item--mine" : ""}`}
          data-lane={item.lane}
          data-message-id={item.messageId}
          style={
            {
              insetBlockStart: item.lane * LANE_PX,
              animationDuration: `${String(Math.round(item.duration))}ms`,
              "--lh-barrage-distance": `${String(Math.round(item.distance))}px`,
            } as CSSProperties
          }
        >
          {item.text}
        </span>
      ))}
    </div>
  );
}

export default Barrage;
