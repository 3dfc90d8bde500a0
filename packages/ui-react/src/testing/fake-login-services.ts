import type {
  ChangeNicknameService,
  CodeLoginService,
  CodeLoginState,
  InteractiveAction,
  InterceptAnonymousService,
  LoginPromptMode,
  LoginPromptService,
  LoginPromptState,
  LogOutService,
  NicknameState,
  SessionKeeperService,
  TabGuardService,
  TrialState,
  TrialTimerService,
  WechatMobileLoginService,
  WechatMobileLoginState,
  WechatPcLoginService,
  WechatPcLoginState,
} from "@livehall/application";
import { BehaviorSubject, ReplaySubject, Subject } from "rxjs";
import { INITIAL_CODE_LOGIN } from "@livehall/application";

/*
 * Fakes of the login, session and trial services (issue 3). Like the other fakes they stay in the
 * state a test or story gives them (tests move them with `set`) and record how they were called;
 * only the login prompt opens and closes itself, as the real one does.
 */

class Fixed<T> {
  readonly subject: BehaviorSubject<T>;
  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
  }
  get state$() {
    return this.subject.asObservable();
  }
  /** Moves the fake to another state. */
  set(state: T): void {
    this.subject.next(state);
  }
  /** Changes some fields of the current state. */
  patch(changes: Partial<T>): void {
    this.subject.next({ ...this.subject.value, ...changes });
  }
}

export const CLOSED_PROMPT: LoginPromptState = { open: false, mode: "login", eventNumber: null };

export class FakeLoginPrompt extends Fixed<LoginPromptState> implements LoginPromptService {
  readonly shows: { eventNumber: string; mode: LoginPromptMode }[] = [];
  closes = 0;
  constructor(initial: LoginPromptState = CLOSED_PROMPT) {
    super(initial);
  }
  show(eventNumber: string, mode: LoginPromptMode): void {
    this.shows.push({ eventNumber, mode });
    this.set({ open: true, mode, eventNumber });
  }
  close(): void {
    this.closes++;
    this.patch({ open: false });
  }
}

export const IDLE_CODE_LOGIN: CodeLoginState = INITIAL_CODE_LOGIN;

export class FakeCodeLogin extends Fixed<CodeLoginState> implements CodeLoginService {
  readonly loads: string[] = [];
  readonly sentCodes: { account: string; identityType: number }[] = [];
  readonly logins: { account: string; code: string; identityType: number; agreed: boolean; language?: string }[] = [];
  /** What sendCode and login resolve to. */
  result = true;
  constructor(initial: CodeLoginState = IDLE_CODE_LOGIN) {
    super(initial);
  }
  load(eventNumber: string): Promise<void> {
    this.loads.push(eventNumber);
    return Promise.resolve();
  }
  sendCode(account: string, identityType: number): Promise<boolean> {
    this.sentCodes.push({ account, identityType });
    return Promise.resolve(this.result);
  }
  login(input: {
    readonly account: string;
    readonly code: string;
    readonly identityType: number;
    readonly agreed: boolean;
    readonly language?: string;
  }): Promise<boolean> {
    this.logins.push({ ...input });
    return Promise.resolve(this.result);
  }
}

export class FakeChangeNickname extends Fixed<NicknameState> implements ChangeNicknameService {
  readonly saves: { eventNumber: string; name: string }[] = [];
  result = true;
  constructor(initial: NicknameState = { status: "idle", messageKey: null }) {
    super(initial);
  }
  save(eventNumber: string, name: string): Promise<boolean> {
    this.saves.push({ eventNumber, name });
    return Promise.resolve(this.result);
  }
}

export class FakeLogOut implements LogOutService {
  readonly runs: string[] = [];
  run(eventNumber: string): void {
    this.runs.push(eventNumber);
  }
}

export class FakeWechatPcLogin extends Fixed<WechatPcLoginState> implements WechatPcLoginService {
  readonly starts: string[] = [];
  stops = 0;
  constructor(initial: WechatPcLoginState = { status: "idle", loginUrl: null, messageKey: null }) {
    super(initial);
  }
  start(eventNumber: string): Promise<void> {
    this.starts.push(eventNumber);
    return Promise.resolve();
  }
  stop(): void {
    this.stops++;
  }
}

export class FakeWechatMobileLogin extends Fixed<WechatMobileLoginState> implements WechatMobileLoginService {
  /** Emit on it to play the snapshot-user result; it replays the last one to late subscribers. */
  readonly snapshots = new ReplaySubject<void>(1);
  readonly starts: { eventNumber: string; from: string | undefined }[] = [];
  readonly completes: { code: string | null; state: string | null }[] = [];
  constructor(initial: WechatMobileLoginState = { status: "idle", boundElsewhere: false, messageKey: null }, snapshotUser = false) {
    super(initial);
    if (snapshotUser) this.snapshots.next();
  }
  get snapshotUser$() {
    return this.snapshots.asObservable();
  }
  start(eventNumber: string, from?: string): Promise<void> {
    this.starts.push({ eventNumber, from });
    return Promise.resolve();
  }
  complete(query: { readonly code: string | null; readonly state: string | null }): Promise<void> {
    this.completes.push({ ...query });
    return Promise.resolve();
  }
}

export class FakeInterceptAnonymous implements InterceptAnonymousService {
  readonly guards: { eventNumber: string; action: InteractiveAction }[] = [];
  /** What guard resolves to (false: the viewer was sent to a prompt). */
  result = false;
  guard(eventNumber: string, action: InteractiveAction): Promise<boolean> {
    this.guards.push({ eventNumber, action });
    return Promise.resolve(this.result);
  }
}

export const NO_TRIAL: TrialState = { active: false, remainingSeconds: 0, ended: false, gate: "login" };

export class FakeTrialTimer extends Fixed<TrialState> implements TrialTimerService {
  readonly disabled = new Subject<void>();
  readonly begins: string[] = [];
  readonly watching: boolean[] = [];
  readonly serverEnds: string[] = [];
  ends = 0;
  constructor(initial: TrialState = NO_TRIAL) {
    super(initial);
  }
  get disabled$() {
    return this.disabled.asObservable();
  }
  begin(eventNumber: string): Promise<void> {
    this.begins.push(eventNumber);
    return Promise.resolve();
  }
  setWatching(watching: boolean): void {
    this.watching.push(watching);
  }
  serverEnded(eventNumber: string): void {
    this.serverEnds.push(eventNumber);
  }
  end(): void {
    this.ends++;
  }
}

export class FakeSessionKeeper implements SessionKeeperService {
  readonly starts: string[] = [];
  stops = 0;
  /** When set, start throws it (e.g. 'Local accessToken is not found'). */
  failure: Error | null = null;
  start(eventNumber: string): void {
    this.starts.push(eventNumber);
    if (this.failure !== null) throw this.failure;
  }
  stop(): void {
    this.stops++;
  }
}

export class FakeTabGuard implements TabGuardService {
  readonly watches: string[] = [];
  unwatches = 0;
  watch(eventNumber: string): () => void {
    this.watches.push(eventNumber);
    return () => {
      this.unwatches++;
    };
  }
}
