/** What a stream URL carries, judged by its path's extension (query and hash ignored). */
export type MediaKind = "hls" | "flv" | "mpegts" | "mp4" | "unknown";

const KIND_BY_EXTENSION: Readonly<Record<string, MediaKind>> = {
  m3u8: "hls",
  flv: "flv",
  ts: "mpegts",
  mp4: "mp4",
  m4v: "mp4",
  mov: "mp4",
};

/** Picks the kind of a stream URL so engines can say whether they play it. */
export function mediaKindOf(url: string): MediaKind {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return KIND_BY_EXTENSION[extension] ?? "unknown";
}
