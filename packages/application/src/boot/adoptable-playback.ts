import { Observable, type Subscription } from "rxjs";
import type { PlaybackEngine, PlaybackEvent } from "../playback/ports";
import type { PlayRequest } from "../play-stream/services";
import type { AdoptablePlayback } from "./boot-hand-off";

/**
 * Events of `source` from now on, kept until the first subscriber comes: it gets them all, then
 * the live ones (later subscribers only live ones). `close` ends the upstream subscription.
 */
export function bufferedUntilSubscribed<T>(source: Observable<T>): { readonly events$: Observable<T>; close(): void } {
  let buffer: T[] | null = [];
  const listeners = new Set<(event: T) => void>();
  const upstream: Subscription = source.subscribe((event) => {
    if (buffer !== null) buffer.push(event);
    else for (const listener of listeners) listener(event);
  });
  const events$ = new Observable<T>((subscriber) => {
    const held = buffer;
    buffer = null;
    for (const event of held ?? []) subscriber.next(event);
    const listener = (event: T): void => {
      subscriber.next(event);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });
  return {
    events$,
    close: () => {
      upstream.unsubscribe();
      listeners.clear();
    },
  };
}

/**
 * The boot path's start of a live stream on `element` (muted, so the browser lets it autoplay):
 * attaches `engine`, asks it to play, and returns the playback for the app to adopt. Rejects
 * when the engine cannot attach. `removeElement` takes the element out of the page on release.
 */
export async function startAdoptablePlayback(
  engine: PlaybackEngine,
  element: unknown,
  request: PlayRequest,
  removeElement: () => void,
): Promise<AdoptablePlayback> {
  const session = await engine.attach(element, { url: request.url, live: request.live });
  const events = bufferedUntilSubscribed<PlaybackEvent>(session.events$);
  session.play().catch(() => {
    // Refused (autoplay policy): the app's player core asks again when it adopts the session.
  });
  let released = false;
  return {
    element,
    request,
    engine: engine.name,
    session,
    events$: events.events$,
    release: () => {
      if (released) return;
      released = true;
      events.close();
      session.destroy();
      removeElement();
    },
  };
}
