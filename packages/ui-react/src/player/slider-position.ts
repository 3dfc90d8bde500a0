/** Where a pointer at `clientX` falls along a left-to-right bar: 0–1, clamped (0 for an unmeasured bar). */
export function fractionAlong(clientX: number, rect: { readonly left: number; readonly width: number }): number {
  if (!(rect.width > 0)) return 0;
  return Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
}

/** Keeps a drag's pointer events on the bar (ignored where pointer capture is missing). */
export function capturePointer(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // not supported, or the pointer is gone: the drag just ends at the bar's edge
  }
}
