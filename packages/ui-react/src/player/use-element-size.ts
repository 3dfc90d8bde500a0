import { useEffect, useState, type RefObject } from "react";

/** A box size in CSS px. */
export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

const ZERO: ElementSize = { width: 0, height: 0 };

/**
 * The rendered size of `ref`'s element, kept current with a ResizeObserver (and window resizes
 * where there is none). Used for the §9 small layout (under 350 px), the subtitle size and the
 * watermark box. 0 × 0 before the element is measured.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState<ElementSize>(ZERO);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((last) => (last.width === rect.width && last.height === rect.height ? last : { width: rect.width, height: rect.height }));
    };
    measure();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => {
        window.removeEventListener("resize", measure);
      };
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return size;
}
