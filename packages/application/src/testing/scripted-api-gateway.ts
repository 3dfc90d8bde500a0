import type { AccessCredentials, ApiGateway } from "../api/ports";
import { demoFixtures } from "./demo-fixtures";

type Method = keyof ApiGateway;
type Result<M extends Method> = Awaited<ReturnType<ApiGateway[M]>>;

/**
 * What one gateway method answers: a value, an Error to reject with (e.g. a domain
 * `ApiFailure`), or a function of the call's arguments returning either (or a promise).
 */
export type ScriptedAnswer<M extends Method> =
  Result<M> | Error | ((...args: Parameters<ApiGateway[M]>) => Result<M> | Error | Promise<Result<M>>);

export type ApiScript = { [M in Method]: ScriptedAnswer<M> };

export interface RecordedCall {
  readonly method: Method;
  readonly args: readonly unknown[];
}

/** Answers the demo event unless told otherwise. */
export function demoApiScript(): ApiScript {
  return {
    getPersonalBrief: demoFixtures.brief(),
    getDomainConfig: demoFixtures.domainConfig(),
    getLanguageConfig: demoFixtures.languageConfig(),
    getAccessConfig: demoFixtures.accessConfig(),
    authenticateAccess: demoFixtures.tokenRecord(),
    getWatchInit: demoFixtures.room(),
    getLivePlayAddress: demoFixtures.stream(),
  };
}

/**
 * An ApiGateway that answers from a script and records every call, for use-case tests and
 * Storybook. `script` stays writable so a test can change an answer between calls.
 */
export class ScriptedApiGateway implements ApiGateway {
  readonly calls: RecordedCall[] = [];
  readonly script: ApiScript;

  constructor(overrides: Partial<ApiScript> = {}) {
    this.script = { ...demoApiScript(), ...overrides };
  }

  /** The calls made to one method, in order. */
  callsTo(method: Method): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  getPersonalBrief(eventNumber: string) {
    return this.answer("getPersonalBrief", [eventNumber]);
  }
  getDomainConfig(eventNumber: string) {
    return this.answer("getDomainConfig", [eventNumber]);
  }
  getLanguageConfig(eventNumber: string) {
    return this.answer("getLanguageConfig", [eventNumber]);
  }
  getAccessConfig(eventNumber: string, mainVenueNumber: string) {
    return this.answer("getAccessConfig", [eventNumber, mainVenueNumber]);
  }
  authenticateAccess(credentials: AccessCredentials) {
    return this.answer("authenticateAccess", [credentials]);
  }
  getWatchInit(eventId: string, roomNumber: string) {
    return this.answer("getWatchInit", [eventId, roomNumber]);
  }
  getLivePlayAddress(eventId: string, roomId: string, screenId?: string) {
    return this.answer("getLivePlayAddress", screenId === undefined ? [eventId, roomId] : [eventId, roomId, screenId]);
  }

  private async answer<M extends Method>(method: M, args: Parameters<ApiGateway[M]>): Promise<Result<M>> {
    this.calls.push({ method, args });
    const scripted = this.script[method] as unknown;
    const value: unknown = typeof scripted === "function" ? await (scripted as (...a: unknown[]) => unknown)(...args) : scripted;
    if (value instanceof Error) throw value;
    return value as Result<M>;
  }
}
