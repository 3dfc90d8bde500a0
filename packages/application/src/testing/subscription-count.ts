import { Observable } from "rxjs";

/**
 * Counts the subscriptions still open on the streams it wraps, for tests that show a scope leaves
 * nothing subscribed behind (every `subscribe` must be matched by an unsubscribe).
 */
export class SubscriptionCount {
  private live = 0;

  /** Subscriptions made through {@link wrap} and not ended yet. */
  get open(): number {
    return this.live;
  }

  wrap<T>(source: Observable<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      this.live += 1;
      const inner = source.subscribe(subscriber);
      return () => {
        this.live -= 1;
        inner.unsubscribe();
      };
    });
  }

  /**
   * `target` with the streams named by `keys` counted: an object whose prototype is `target`
   * (its methods and state stay the target's), so it can be bound in `target`'s place.
   */
  counted<T extends object>(target: T, keys: readonly (keyof T & string)[]): T {
    const properties: PropertyDescriptorMap = {};
    for (const key of keys) {
      const stream = target[key];
      if (!(stream instanceof Observable)) throw new Error(`${key} is not a stream`);
      properties[key] = { value: this.wrap(stream as Observable<unknown>) };
    }
    return Object.create(target, properties) as T;
  }
}
