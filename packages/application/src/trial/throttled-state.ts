import { BehaviorSubject, type Observable } from "rxjs";
import type { Clock, TimerHandle } from "../platform/ports";

/**
 * A state that reaches its subscribers at most once per `gapMs` (§9 "trial time emitted at most
 * once per second"): a value offered sooner is held and published when the gap has passed (only
 * the latest held value). `force` publishes at once, for transitions that must not wait.
 */
export class ThrottledState<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly value$: Observable<T>;
  private lastAt = Number.NEGATIVE_INFINITY;
  private held: { readonly value: T } | null = null;
  private timer: TimerHandle | null = null;

  constructor(
    initial: T,
    private readonly clock: Clock,
    private readonly gapMs: number,
  ) {
    this.subject = new BehaviorSubject(initial);
    this.value$ = this.subject.asObservable();
  }

  /** The latest value offered (published or held). */
  get latest(): T {
    return this.held ? this.held.value : this.subject.getValue();
  }

  offer(value: T): void {
    const wait = this.lastAt + this.gapMs - this.clock.now();
    if (wait <= 0) {
      this.publish(value);
      return;
    }
    this.held = { value };
    this.timer ??= this.clock.setTimeout(() => {
      this.timer = null;
      if (this.held) this.publish(this.held.value);
    }, wait);
  }

  force(value: T): void {
    this.publish(value);
  }

  private publish(value: T): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.held = null;
    this.lastAt = this.clock.now();
    this.subject.next(value);
  }
}
