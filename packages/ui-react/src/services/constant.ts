import { Observable } from "rxjs";

/**
 * An observable that hands each subscriber `value` at once and never changes: the state of a
 * service a page does not have (no event, no room). Made on `Observable` alone: rxjs's `of` brings
 * its scheduling and conversion code (and tslib) to every page that shows one (decision 0050).
 */
export function constant$<T>(value: T): Observable<T> {
  return new Observable<T>((subscriber) => {
    subscriber.next(value);
  });
}
