/** One "name=value" pair of a query string, its name decoded (null when malformed). */
interface QueryPair {
  readonly name: string | null;
  readonly raw: string;
}

function pairs(search: string): QueryPair[] {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query
    .split("&")
    .filter((raw) => raw !== "")
    .map((raw) => {
      const at = raw.indexOf("=");
      return { name: decode(at === -1 ? raw : raw.slice(0, at)), raw };
    });
}

/**
 * The query string without the named parameters, the others kept as written and in order:
 * "?a=1&b=2", or "" when nothing is left. For leaving a page whose own parameters should not
 * be carried along to the next one (§2 carries the query on every navigation).
 */
export function withoutQueryParams(search: string, names: readonly string[]): string {
  const kept = pairs(search).filter((pair) => pair.name === null || !names.includes(pair.name));
  return kept.length === 0 ? "" : `?${kept.map((pair) => pair.raw).join("&")}`;
}

/**
 * The first value of a query parameter in `search` ("?a=1&b=2" or "a=1"), form-decoded ("+" is a
 * space); null when absent, empty or malformed. For pages the app is sent back to with their
 * input in the query (the chat-app's /mobile/wechatAuthResult).
 */
export function queryParam(search: string, name: string): string | null {
  const query = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of query.split("&")) {
    const at = pair.indexOf("=");
    const key = decode(at === -1 ? pair : pair.slice(0, at));
    if (key !== name) continue;
    const value = decode(at === -1 ? "" : pair.slice(at + 1));
    return value ? value : null;
  }
  return null;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}
