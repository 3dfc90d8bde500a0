import { nicknameProblem } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import { settleFormFailure, withMessage, type FormMessage } from "../access/form-failure";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { LoginApi } from "./ports";
import type { ChangeNicknameService, NicknameState } from "./services";

/** Shown when the nickname is empty, longer than 20 characters or holds control characters. */
export const NICKNAME_LENGTH_KEY = "nickname.error.length";
/** Shown when the nickname holds a bidi control or zero-width character (decision 0062). */
export const NICKNAME_HIDDEN_CHARACTER_KEY = "nickname.error.hiddenCharacter";
/**
 * Saves the viewer's nickname (PUT /events/{eventId}/audiences, §7) from the login prompt's
 * nickname mode and the watch page header, then refreshes the event so the new name shows
 * (the personal brief's nickname). A name that does not fit is refused before any call; a failure keeps
 * its §8 message in the state (100108 when the event does not let a set nickname change) and
 * carries out the rest of the decision (401 → logout).
 */
@injectable()
export class ChangeNickname implements ChangeNicknameService {
  private readonly state = new BehaviorSubject<NicknameState>({ status: "idle", messageKey: null });
  readonly state$: Observable<NicknameState> = this.state.asObservable();
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.LoginApi) private readonly loginApi: LoginApi,
    @inject(APP_TOKENS.Navigator) navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.TokenStore) tokenStore: TokenStore,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async save(eventNumber: string, name: string): Promise<boolean> {
    const problem = nicknameProblem(name);
    if (problem !== null) {
      return this.settle("error", { messageKey: problem === "length" ? NICKNAME_LENGTH_KEY : NICKNAME_HIDDEN_CHARACTER_KEY });
    }
    const nickname = name.trim();
    this.set("saving", { messageKey: null });
    try {
      const { event } = (await this.resolveEvent.resolve(eventNumber)).brief;
      await this.loginApi.setNickname(event.eventId, nickname);
      await this.resolveEvent.refresh(eventNumber).catch(() => undefined);
      this.set("saved", { messageKey: null });
      return true;
    } catch (error: unknown) {
      return this.settle("error", settleFormFailure(error, this.errorPorts, eventNumber));
    }
  }

  private settle(status: NicknameState["status"], message: FormMessage): false {
    this.set(status, message);
    return false;
  }

  private set(status: NicknameState["status"], message: FormMessage): void {
    this.state.next({ ...withMessage(this.state.value, message), status });
  }
}
