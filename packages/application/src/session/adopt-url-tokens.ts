import { hasUrlTokenParams, isValidEventNumber, parseUrlTokens, stripUrlTokens, type TokenRecord } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Navigator } from "../platform/ports";
import type { TokenStore } from "./ports";
import type { AdoptUrlTokensService } from "./services";

const samePair = (a: TokenRecord | null, b: TokenRecord): boolean =>
  a !== null && a.accessToken === b.accessToken && a.refreshToken === b.refreshToken && a.expiration === b.expiration;

/**
 * Takes tokens the URL carries (§4; the return from external auth): accessToken/s,
 * refreshToken/h, expiration/p are stored for the event when they differ from the stored pair,
 * then the token parameters are removed from the address (history entry replaced, other
 * parameters and history state kept). Intent: run before anything reads the stored token on an
 * event page. A forged token gets stored too; the server refuses it (401 → logout).
 */
@injectable()
export class AdoptUrlTokens implements AdoptUrlTokensService {
  constructor(
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
  ) {}

  /** Whether the URL carried an access token (stored now, or already stored). */
  run(eventNumber: string): boolean {
    const { path, search, state } = this.navigator.current();
    if (!isValidEventNumber(eventNumber) || !hasUrlTokenParams(search)) return false;
    const tokens = parseUrlTokens(search);
    if (tokens && !samePair(this.tokenStore.get(eventNumber), tokens)) this.tokenStore.set(eventNumber, tokens);
    this.navigator.navigate(path, { replace: true, search: stripUrlTokens(search), ...(state ? { state } : {}) });
    return tokens !== null;
  }
}
