import { useLayoutEffect, useState, type RefObject } from "react";

/** Width of one toolbar place when no button is rendered to measure (Toolbar.css `--lh-toolbar-slot`, 4.75rem at 16px). */
const FALLBACK_SLOT_PX = 76;

/**
 * How many toolbar places fit in the row `ref` points at (its own width: the row takes the room its
 * line leaves, Toolbar.css), following it (ResizeObserver). Every place has the same width (Toolbar.css), measured on the first button. Without
 * ResizeObserver (old browsers, tests) every button fits.
 */
export function useRowCapacity(ref: RefObject<HTMLElement | null>): number {
  const [capacity, setCapacity] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const row = ref.current;
    if (row === null || typeof ResizeObserver === "undefined") return;
    const measure = (): void => {
      const width = row.clientWidth;
      const item = row.querySelector<HTMLElement>("[data-toolbar-item]");
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
      const slot = (item?.getBoundingClientRect().width || FALLBACK_SLOT_PX) + gap;
      setCapacity(width <= 0 ? Number.POSITIVE_INFINITY : Math.floor((width + gap) / slot));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return capacity;
}
