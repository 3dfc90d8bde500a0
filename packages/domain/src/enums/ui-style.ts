/** §3 enumerations for configurable UI pieces (menu buttons and lines). */

/** Button style: filled face or outline. */
export const BUTTON_STYLE = { FACE: 1, LINE: 2 } as const;
export type ButtonStyle = (typeof BUTTON_STYLE)[keyof typeof BUTTON_STYLE];

export const BUTTON_SIZE = { SMALL: 1, MIDDLE: 2, BIG: 3 } as const;
export type ButtonSize = (typeof BUTTON_SIZE)[keyof typeof BUTTON_SIZE];

/**
 * Divider line style. The spec spells the keys UNKNOW, PADDIN_LINE, THROUGH_LINE; we correct the
 * spelling of the keys, the numbers are the spec's.
 */
export const LINE_STYLE = { UNKNOWN: 0, PADDING_LINE: 1, THROUGH_LINE: 2 } as const;
export type LineStyle = (typeof LINE_STYLE)[keyof typeof LINE_STYLE];
