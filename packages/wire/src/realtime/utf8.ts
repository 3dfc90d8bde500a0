/**
 * UTF-8 text coding for packet bodies. `TextEncoder`/`TextDecoder` exist in every runtime Livehall
 * runs on (Node 24, browsers) but not in the ES2023 library this platform-neutral package compiles
 * against, so they are reached through `globalThis` with just the shape used here.
 */
interface Utf8Runtime {
  readonly TextEncoder: new () => { encode(input: string): Uint8Array };
  readonly TextDecoder: new (label: "utf-8", options: { fatal: boolean }) => { decode(input: Uint8Array): string };
}

const runtime = globalThis as unknown as Utf8Runtime;
const encoder = new runtime.TextEncoder();
/** `fatal`: invalid UTF-8 throws instead of becoming U+FFFD; a leading byte order mark is dropped. */
const decoder = new runtime.TextDecoder("utf-8", { fatal: true });

/** The UTF-8 bytes of `text` (lone surrogates become U+FFFD). */
export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The text of UTF-8 `bytes`; throws a `TypeError` when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
