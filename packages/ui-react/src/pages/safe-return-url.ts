/**
 * The originUrl of /pageError as a link target, or null when it is missing or could run script
 * (only same-site paths and http(s) URLs are followed).
 */
export function safeReturnUrl(originUrl: string | null): string | null {
  if (originUrl === null || originUrl.trim() === "") return null;
  const url = originUrl.trim();
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
