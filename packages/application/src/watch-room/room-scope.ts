import { Container } from "inversify";
import type { ServiceIdentifier } from "../service-identifier";
import { ROOM_TOOLBAR_ENTRIES } from "../toolbar/toolbar-entries";
import type { RoomContext, RoomFeature } from "./room-context";
import type { RoomFeatureRegistration } from "./room-feature-registration";

interface Entry {
  readonly registration: RoomFeatureRegistration;
  readonly feature: RoomFeature;
}

/**
 * The features of one open room, constructed in the room's own child container and started in
 * their registrations' order; {@link RoomScope.dispose} disposes them in reverse. What the watch
 * page's components read through `useRoomFeature(TOKEN)`.
 */
export class RoomScope {
  private current: RoomContext;
  private disposed = false;

  constructor(
    context: RoomContext,
    private readonly entries: readonly Entry[],
  ) {
    this.current = context;
  }

  /** The room this scope belongs to (after a reopen: the latest page session). */
  get context(): RoomContext {
    return this.current;
  }

  /** The ids of the features, in start order. */
  get ids(): readonly string[] {
    return this.entries.map((entry) => entry.registration.id);
  }

  /** The room's feature registered under `token`, or null when no such feature is registered. */
  find<T>(token: ServiceIdentifier<T>): T | null {
    const entry = this.entries.find((candidate) => candidate.registration.token === token);
    return entry ? (entry.feature as T) : null;
  }

  /** The same room opened again (live status changed): features that care take the new context. */
  reopened(context: RoomContext): void {
    if (this.disposed) return;
    this.current = context;
    for (const { feature } of this.entries) feature.reopened?.(context);
  }

  /** Disposes every feature, last started first; a feature that throws does not keep the others alive. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const { feature } of [...this.entries].reverse()) {
      try {
        feature.dispose();
      } catch {
        // Disposal goes on: one broken feature must not leave the others' timers running.
      }
    }
  }
}

/**
 * Opens a room scope: a child container of `parent` in which each registration's class is bound
 * under its token in singleton scope (features that inject each other get this room's instances;
 * ports and app-wide use-cases come from `parent`), the features constructed, then started in
 * ascending order. A start that fails (throws or rejects) leaves that feature idle, not the room.
 */
export function openRoomScope(parent: Container, registrations: readonly RoomFeatureRegistration[], context: RoomContext): RoomScope {
  const child = new Container({ parent, defaultScope: "Singleton" });
  const ordered = [...registrations].sort((a, b) => a.order - b.order);
  for (const registration of ordered) child.bind(registration.token).to(registration.type).inSingletonScope();
  const entries: Entry[] = [];
  // The toolbar reads its buttons' features when it starts (after all were constructed).
  child
    .bind(ROOM_TOOLBAR_ENTRIES)
    .toConstantValue(() =>
      entries.flatMap(({ registration, feature }) =>
        registration.toolbarButton === undefined ? [] : [{ button: registration.toolbarButton, feature }],
      ),
    );
  for (const registration of ordered) entries.push({ registration, feature: child.get<RoomFeature>(registration.token) });
  for (const { feature } of entries) {
    try {
      const started = feature.start(context);
      if (started) started.catch(() => undefined);
    } catch {
      // The feature stays idle; the room and the other features go on.
    }
  }
  return new RoomScope(context, entries);
}

/** Every topic the registrations listen to, each once, in registration order. */
export function topicsOf(registrations: readonly RoomFeatureRegistration[]): readonly number[] {
  return [...new Set([...registrations].sort((a, b) => a.order - b.order).flatMap((registration) => registration.topics ?? []))];
}
