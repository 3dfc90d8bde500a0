import { useEffect, useRef, useState } from "react";

/**
 * Moves keyboard focus to an element after the next render: `focusLater(() => ref.current)`.
 * For forms that point the viewer at what went wrong once the failure is on screen.
 */
export function useFocusLater(): (target: () => HTMLElement | null) => void {
  const pending = useRef<(() => HTMLElement | null) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);
  return (target) => {
    pending.current = target;
    setRequest((count) => count + 1);
  };
}
