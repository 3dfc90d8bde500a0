import type { AccessWordsService, AccessWordsState } from "@livehall/application";
import { BehaviorSubject } from "rxjs";

/** AccessWords that stays in the given state and records the events it was asked to read. */
export class FakeAccessWords implements AccessWordsService {
  private readonly state: BehaviorSubject<AccessWordsState>;
  readonly state$;
  readonly loads: string[] = [];

  constructor(initial: AccessWordsState = null) {
    this.state = new BehaviorSubject<AccessWordsState>(initial);
    this.state$ = this.state.asObservable();
  }

  load(eventNumber: string): Promise<void> {
    this.loads.push(eventNumber);
    return Promise.resolve();
  }
}
