/**
 * What the start command prints for the portals: `Portal: <url>` for the first (`demo` when
 * present — tests and the README read this line), then one indented line per further portal.
 */
export function portalLines(base: string, portalIds: readonly string[]): string[] {
  const url = (id: string): string => `${base}/portal/${encodeURIComponent(id)}`;
  const first = portalIds.includes("demo") ? "demo" : portalIds[0];
  if (first === undefined) return [];
  return [`Portal: ${url(first)}`, ...portalIds.filter((id) => id !== first).map((id) => `  portal ${id}: ${url(id)}`)];
}
