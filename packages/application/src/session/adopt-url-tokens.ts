import { decideHandOver, isValidEventNumber, readHandOver, stripHandOver, type TokenRecord } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Navigator } from "../platform/ports";
import type { HandOverFlows, SessionApi, TokenStore } from "./ports";
import type { AdoptUrlTokensService } from "./services";

const samePair = (a: TokenRecord | null, b: TokenRecord): boolean =>
  a !== null && a.accessToken === b.accessToken && a.refreshToken === b.refreshToken && a.expiration === b.expiration;

/**
 * Takes the login external auth hands back in the URL (§4, decision 0023). First the hand-over
 * parameters (the `authState` nonce, §4 token names, the fragment's `handOverCode`) leave the
 * address bar (history entry replaced, other parameters and history state kept). Then, only when
 * this tab started the flow and the URL brings its nonce back (`decideHandOver`), the code is
 * redeemed (or the §4 tokens taken) and stored for the event; the flow ends. A link carrying
 * someone else's code or tokens is ignored (login fixation), as is a code the server refuses.
 * Intent: run before anything reads the stored token on an event page.
 */
@injectable()
export class AdoptUrlTokens implements AdoptUrlTokensService {
  constructor(
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.HandOverFlows) private readonly flows: HandOverFlows,
    @inject(APP_TOKENS.SessionApi) private readonly sessionApi: SessionApi,
  ) {}

  async run(eventNumber: string): Promise<boolean> {
    const { path, search, state, hash = "" } = this.navigator.current();
    if (!isValidEventNumber(eventNumber)) return false;
    const returned = readHandOver(search, hash);
    if (!returned.present) return false;
    this.navigator.navigate(path, { replace: true, search: stripHandOver(search), ...(state ? { state } : {}) });
    const decision = decideHandOver(returned, this.flows.pending(eventNumber));
    if (decision.kind === "none" || decision.kind === "refuse") return false;
    this.flows.end(eventNumber);
    let tokens: TokenRecord;
    if (decision.kind === "adopt") {
      tokens = decision.tokens;
    } else {
      try {
        tokens = await this.sessionApi.redeemHandOver(decision.code);
      } catch {
        return false;
      }
    }
    if (!samePair(this.tokenStore.get(eventNumber), tokens)) this.tokenStore.set(eventNumber, tokens);
    return true;
  }
}
