import type { PlaybackError, PlaybackSession } from "../playback/ports";
import type { PlayerSignal } from "./services";

/** What the flows are told when a fatal error is given up on: its group, and the HTTP status or code when known. */
export function fatalSignalOf(error: PlaybackError): PlayerSignal {
  return {
    type: "fatalError",
    group: error.group,
    ...(error.httpStatus === undefined ? {} : { httpStatus: error.httpStatus }),
    ...(error.code === undefined ? {} : { code: error.code }),
  };
}

/** Whether the session started playing (false when the browser refused, e.g. its autoplay policy). */
export function playOrRefuse(session: PlaybackSession): Promise<boolean> {
  return session.play().then(
    () => true,
    () => false,
  );
}
