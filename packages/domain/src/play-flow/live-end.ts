/** Kinds of live stream, by how the end of the stream shows in the player (§4). String values are ours. */
export const LIVE_STREAM_TYPE = { FLV: "flv", HLS: "hls", RTMP: "rtmp" } as const;
export type LiveStreamType = (typeof LIVE_STREAM_TYPE)[keyof typeof LIVE_STREAM_TYPE];

/** Player signals that may mean the live stream ended. String values are ours. */
export const LIVE_END_SIGNAL = { IDLE: "idle", FATAL_ERROR: "fatalError", BUFFERING: "buffering" } as const;
export type LiveEndSignal = (typeof LIVE_END_SIGNAL)[keyof typeof LIVE_END_SIGNAL];

const FIRES_ON: Readonly<Record<LiveStreamType, readonly LiveEndSignal[]>> = {
  [LIVE_STREAM_TYPE.FLV]: [LIVE_END_SIGNAL.IDLE],
  [LIVE_STREAM_TYPE.HLS]: [LIVE_END_SIGNAL.IDLE, LIVE_END_SIGNAL.FATAL_ERROR, LIVE_END_SIGNAL.BUFFERING],
  [LIVE_STREAM_TYPE.RTMP]: [LIVE_END_SIGNAL.BUFFERING],
};

/**
 * Whether a player signal means the live stream ended (§4): flv and hls on idle, hls on a fatal
 * error, rtmp and hls on buffering. Unknown stream types or signals never fire.
 */
export function liveEndFires(streamType: string, signal: string): boolean {
  const signals: readonly string[] | undefined = (FIRES_ON as Readonly<Record<string, readonly LiveEndSignal[]>>)[streamType];
  return signals?.includes(signal) ?? false;
}

/**
 * The stream type of a live address: rtmp:// (or rtmps://) is rtmp, a path ending .flv is flv,
 * .m3u8 is hls (query and fragment ignored, any case); anything else null.
 */
export function liveStreamTypeOf(url: string): LiveStreamType | null {
  const text = url.trim().toLowerCase();
  if (/^rtmps?:\/\//.test(text)) return LIVE_STREAM_TYPE.RTMP;
  const path = text.split(/[?#]/, 1)[0] ?? "";
  if (path.endsWith(".flv")) return LIVE_STREAM_TYPE.FLV;
  if (path.endsWith(".m3u8")) return LIVE_STREAM_TYPE.HLS;
  return null;
}
