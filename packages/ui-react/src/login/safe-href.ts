/**
 * `url` when it may be a link target (http, https or a path on this site), else null: addresses
 * from the server (agreements, the WeChat login url) never become `javascript:` links.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (url === null || url === undefined || url.trim() === "") return null;
  try {
    const { protocol } = new URL(url, "https://this.site");
    return protocol === "http:" || protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
