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
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.75rem;border-radius:6px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
code{font-size:1.1em}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;max-width:24rem;padding:.5rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}.error{color:#b00020}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(standsInFor)}</p>
${body}
</body></html>`;
}
