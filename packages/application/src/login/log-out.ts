import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { SessionKeeperService } from "../session/services";
import type { SessionApi, TokenStore } from "../session/ports";
import { logOut, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { LogOutService } from "./services";

/**
 * The viewer's logout (§4 "Logout goes to the access page, clears state and the stored token"):
 * stops the session keeper, forgets the event's token, goes to the access page with the current
 * page as state.from, and resolves the event again so nothing shows the old viewer. The server
 * revokes the session too (POST /sso/events/audience/logout, best effort, decision 0022), so the
 * forgotten refresh token is dead even if it leaked.
 */
@injectable()
export class LogOut implements LogOutService {
  private readonly errorPorts: ErrorDecisionPorts;
  private readonly tokenStore: TokenStore;

  constructor(
    @inject(APP_TOKENS.SessionKeeper) private readonly sessionKeeper: SessionKeeperService,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.SessionApi) private readonly sessionApi: SessionApi,
    @inject(APP_TOKENS.TokenStore) tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
  ) {
    this.tokenStore = tokenStore;
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  run(eventNumber: string): void {
    this.sessionKeeper.stop();
    const refreshToken = this.tokenStore.get(eventNumber)?.refreshToken ?? "";
    if (refreshToken !== "") this.sessionApi.logout?.(refreshToken).catch(() => undefined);
    logOut(this.errorPorts, eventNumber);
    // The access page reports its own failures when it resolves the event.
    this.resolveEvent.refresh(eventNumber).catch(() => undefined);
  }
}
