/** One "name=value" pair of a query string. */
export interface QueryPair {
  /** Decoded name, or null when it cannot be decoded. */
  readonly name: string | null;
  /** Decoded value ("" without "="), or null when it cannot be decoded. */
  readonly value: string | null;
  /** The pair as written. */
  readonly raw: string;
}

/** Form-decodes one query component ('+' is a space); null when the escapes are malformed. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/** The pairs of `search` ("?a=1&b=2" or "a=1&b=2") in order, empty pieces skipped. */
export function queryPairs(search: string): QueryPair[] {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query
    .split("&")
    .filter((raw) => raw !== "")
    .map((raw) => {
      const at = raw.indexOf("=");
      const name = at === -1 ? raw : raw.slice(0, at);
      const value = at === -1 ? "" : raw.slice(at + 1);
      return { name: decodeComponent(name), value: decodeComponent(value), raw };
    });
}

/**
 * The query string without the named parameters, the others kept as written and in order:
 * "?a=1&b=2", or "" when nothing is left. For leaving a page whose own parameters should not
 * be carried along to the next one (§2 carries the query on every navigation).
 */
export function withoutQueryParams(search: string, names: Iterable<string>): string {
  const drop = new Set(names);
  const kept = queryPairs(search).filter((pair) => pair.name === null || !drop.has(pair.name));
  return kept.length === 0 ? "" : `?${kept.map((pair) => pair.raw).join("&")}`;
}

/**
 * The first value of a query parameter in `search` ("?a=1&b=2" or "a=1"), form-decoded ("+" is a
 * space); null when absent, empty or malformed. For pages the app is sent back to with their
 * input in the query (the chat-app's /mobile/wechatAuthResult).
 */
export function queryParam(search: string, name: string): string | null {
  const pair = queryPairs(search).find((candidate) => candidate.name === name);
  return pair?.value ? pair.value : null;
}
