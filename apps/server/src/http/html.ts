import { DEV_PAGE_STYLE } from "./page-styles";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A development page (decision 0013): a banner says plainly what it stands in for. `body` must
 * already be escaped HTML.
 */
export function devPage(title: string, standsInFor: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${DEV_PAGE_STYLE}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(standsInFor)}</p>
${body}
</body></html>`;
}
