/**
 * Windowing for the chat list: which rows to keep in the DOM given where the viewer has scrolled.
 * Rows have measured heights (or an estimate until measured); everything above and below the
 * window is one padding each, so the scrollbar stays true to the whole list.
 */

/** Rows rendered at most, whatever the viewport and the row heights say. */
export const MAX_RENDERED_ROWS = 120;

/** Prefix sums of row heights: `offsets[i]` is the top of row i, `offsets[n]` the total. */
export function rowOffsets(heights: readonly number[]): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (heights[i] ?? 0);
  return offsets;
}

/** The first row whose bottom is below `y` (n when none): the row at height `y`. */
export function rowAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((offsets[mid + 1] ?? 0) > y) high = mid;
    else low = mid + 1;
  }
  return low;
}

export interface WindowRequest {
  readonly scrollTop: number;
  readonly viewportHeight: number;
  /** Extra height rendered above and below the viewport (smooth scrolling, keyboard paging). */
  readonly overscan: number;
  /** The viewer is at the bottom: the window is the last rows, whatever `scrollTop` says. */
  readonly atBottom: boolean;
  readonly maxRows?: number;
}

/** Rows [start, end) to render, and the padding standing in for the rows before and after. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly before: number;
  readonly after: number;
}

/** The rows to render for a scroll position; never more than `maxRows` ({@link MAX_RENDERED_ROWS}). */
export function rowWindow(offsets: Float64Array, request: WindowRequest): RowWindow {
  const count = offsets.length - 1;
  const total = offsets[count] ?? 0;
  const maxRows = Math.max(1, request.maxRows ?? MAX_RENDERED_ROWS);
  const span = request.viewportHeight + request.overscan;
  let start: number;
  let end: number;
  if (request.atBottom) {
    end = count;
    start = Math.max(0, end - maxRows, Math.min(end, rowAt(offsets, total - span)));
  } else {
    start = Math.min(count, rowAt(offsets, request.scrollTop - request.overscan));
    end = Math.min(count, rowAt(offsets, request.scrollTop + span) + 1, start + maxRows);
  }
  return { start, end, before: offsets[start] ?? 0, after: total - (offsets[end] ?? total) };
}
