import { injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { LoginPromptMode, LoginPromptService, LoginPromptState } from "./services";

/**
 * Whether the login prompt is open, for which event and in which mode (§2: login, nickname entry,
 * whitelist login). Intent: the anonymous interception, the trial's end and the watch page's
 * header buttons open it; the prompt dialog renders this state and closes it.
 */
@injectable()
export class LoginPrompt implements LoginPromptService {
  private readonly state = new BehaviorSubject<LoginPromptState>({ open: false, mode: "login", eventNumber: null });
  readonly state$: Observable<LoginPromptState> = this.state.asObservable();

  show(eventNumber: string, mode: LoginPromptMode): void {
    this.state.next({ open: true, mode, eventNumber });
  }

  /** Closes the prompt; mode and event stay so a closing animation still has them. */
  close(): void {
    const current = this.state.getValue();
    if (current.open) this.state.next({ ...current, open: false });
  }
}
