/**
 * Whether a piece of work was given up: the application's own AbortSignal (it runs without the
 * DOM's). A room's features get one in their RoomContext; a use-case call gets one from its owner.
 */
export interface LifetimeSignal {
  readonly aborted: boolean;
}

/**
 * The owner's side of a {@link LifetimeSignal}: aborted once, when the work it covers ends (a room
 * closes, a newer call replaces this one, a stop). Late answers check `aborted` and are dropped, so
 * no use-case keeps its own counter against stale answers.
 */
export class Lifetime implements LifetimeSignal {
  private ended = false;

  get aborted(): boolean {
    return this.ended;
  }

  abort(): void {
    this.ended = true;
  }
}
