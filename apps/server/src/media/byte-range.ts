/** What a `Range` header asks of a file of known size (RFC 9110 §14). */
export type ByteRange =
  /** No usable Range: answer 200 with the whole file (absent, malformed or multi-range headers are ignored). */
  | { readonly kind: "full" }
  /** Answer 206 with bytes `start`..`end` inclusive. */
  | { readonly kind: "partial"; readonly start: number; readonly end: number }
  /** Answer 416 with `Content-Range: bytes *\/size`. */
  | { readonly kind: "unsatisfiable" };

const SINGLE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * Reads one `bytes=a-b`, `bytes=a-` or `bytes=-n` range against `size`: the end is clamped to the
 * file, a start past the end or an empty suffix is unsatisfiable, and anything else — another unit,
 * several ranges, `b < a`, junk — is ignored as RFC 9110 allows, so the file is sent whole.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: "full" };
  const match = SINGLE.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
