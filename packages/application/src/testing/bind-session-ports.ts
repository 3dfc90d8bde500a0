import type { Container } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock } from "../platform/ports";
import { InterceptAnonymous } from "../interception/intercept-anonymous";
import { LogOut } from "../login/log-out";
import { LoginPrompt } from "../login/login-prompt";
import { AdoptUrlTokens } from "../session/adopt-url-tokens";
import { SessionKeeper } from "../session/session-keeper";
import { TabGuard } from "../session/tab-guard";
import { TrialTimer } from "../trial/trial-timer";
import { SpentTrial } from "../trial/spent-trial";
import { FakeTabPresence } from "./fake-tab-presence";
import { InMemoryHandOverFlows } from "./in-memory-hand-over-flows";
import { InMemoryWatchedTimeStore } from "./in-memory-watched-time-store";
import { ScriptedSessionApi } from "./scripted-session-api";

export interface SessionPortOptions {
  readonly sessionApi?: ScriptedSessionApi;
  readonly watchedTimes?: InMemoryWatchedTimeStore;
  /** null: no TabPresence bound (tabs cannot talk), as in a browser without BroadcastChannel. */
  readonly tabPresence?: FakeTabPresence | null;
  readonly handOverFlows?: InMemoryHandOverFlows;
}

/** The fakes {@link bindSessionPorts} bound, to drive and inspect. */
export interface SessionPorts {
  readonly sessionApi: ScriptedSessionApi;
  readonly watchedTimes: InMemoryWatchedTimeStore;
  readonly tabPresence: FakeTabPresence | null;
  readonly handOverFlows: InMemoryHandOverFlows;
}

/**
 * Binds the session, trial and tab ports to fakes and the session use-cases (session keeper, URL
 * tokens, tab guard, trial timer, login prompt, logout, anonymous interception) to their classes
 * in singleton scope, the way a composition root does. The default session API's new pairs expire
 * an hour after the clock's now.
 */
export function bindSessionPorts(container: Container, clock: Clock, options: SessionPortOptions = {}): SessionPorts {
  const ports: SessionPorts = {
    sessionApi: options.sessionApi ?? new ScriptedSessionApi(undefined, () => clock.now()),
    watchedTimes: options.watchedTimes ?? new InMemoryWatchedTimeStore(),
    tabPresence: options.tabPresence === undefined ? new FakeTabPresence() : options.tabPresence,
    handOverFlows: options.handOverFlows ?? new InMemoryHandOverFlows(),
  };
  container.bind(APP_TOKENS.SessionApi).toConstantValue(ports.sessionApi);
  container.bind(APP_TOKENS.WatchedTimeStore).toConstantValue(ports.watchedTimes);
  container.bind(APP_TOKENS.HandOverFlows).toConstantValue(ports.handOverFlows);
  if (ports.tabPresence) container.bind(APP_TOKENS.TabPresence).toConstantValue(ports.tabPresence);
  container.bind(APP_TOKENS.SessionKeeper).to(SessionKeeper).inSingletonScope();
  container.bind(APP_TOKENS.AdoptUrlTokens).to(AdoptUrlTokens).inSingletonScope();
  container.bind(APP_TOKENS.TabGuard).to(TabGuard).inSingletonScope();
  container.bind(APP_TOKENS.TrialTimer).to(TrialTimer).inSingletonScope();
  container.bind(APP_TOKENS.SpentTrial).to(SpentTrial).inSingletonScope();
  container.bind(APP_TOKENS.LoginPrompt).to(LoginPrompt).inSingletonScope();
  container.bind(APP_TOKENS.LogOut).to(LogOut).inSingletonScope();
  container.bind(APP_TOKENS.InterceptAnonymous).to(InterceptAnonymous).inSingletonScope();
  return ports;
}
