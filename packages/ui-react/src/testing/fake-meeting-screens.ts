import { INITIAL_MEETING_SCREENS, type MeetingScreensService, type MeetingScreensView } from "@livehall/application";
import { arrangeScreens, type MeetingScreen } from "@livehall/domain";
import { BehaviorSubject, type Observable } from "rxjs";

/**
 * The meeting room's screens for tests and stories: starts in `initial` and switches like the real
 * feature (domain's arrangeScreens over the screens it was given), recording each choice.
 */
export class FakeMeetingScreens implements MeetingScreensService {
  private readonly subject: BehaviorSubject<MeetingScreensView>;
  readonly state$: Observable<MeetingScreensView>;
  readonly chosen: string[] = [];
  private readonly screens: readonly MeetingScreen[];

  constructor(initial: MeetingScreensView = INITIAL_MEETING_SCREENS) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
    this.screens = [...(initial.main === null ? [] : [initial.main]), ...initial.others].sort((a, b) => a.position - b.position);
  }

  start(): void {}
  dispose(): void {}

  choose(screenId: string): void {
    this.chosen.push(screenId);
    this.subject.next({ status: "ready", ...arrangeScreens(this.screens, screenId) });
  }
}
