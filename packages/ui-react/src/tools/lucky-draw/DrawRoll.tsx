import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { useT } from "../../i18n/I18nProvider";

/** How fast the roll changes names (ms). */
const ROLL_STEP_MS = 90;

/**
 * The visible roll of a lucky draw: the eligible viewers' names change quickly in one box while the
 * draw "rolls". With reduced motion the box stays still and says "Drawing…". Screen readers hear
 * "Drawing…" once (the names are hidden from them).
 */
export function DrawRoll({ names }: { readonly names: readonly string[] }) {
  const t = useT();
  const still = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (still || names.length < 2) return;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % names.length);
    }, ROLL_STEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, [still, names.length]);
  const shown = still || names.length === 0 ? t("luckyDraw.rolling") : (names[index % names.length] ?? "");
  return (
    <div className="lh-draw-roll" data-rolling={still ? "still" : "moving"}>
      <span className="lh-draw-roll__name" aria-hidden="true">
        {shown}
      </span>
      <span className="lh-visually-hidden" role="status">
        {t("luckyDraw.rolling")}
      </span>
    </div>
  );
}
