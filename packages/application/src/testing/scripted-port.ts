/** The promise methods of a port. */
type AsyncMethods<Port> = {
  [M in keyof Port]: Port[M] extends (...args: never[]) => Promise<unknown> ? M : never;
}[keyof Port];

/** What a promise method resolves with. */
export type ResultOf<Fn> = Fn extends (...args: never[]) => Promise<infer Result> ? Result : never;

/**
 * What one port method answers: a value, an Error to reject with (e.g. a domain `ApiFailure`),
 * or a function of the call's arguments returning either (or a promise — a test can hold it
 * open to look at a pending state).
 */
export type PortAnswer<Fn> = Fn extends (...args: infer Args) => Promise<infer Result>
  ? Result | Error | ((...args: Args) => Result | Error | Promise<Result>)
  : never;

/** An answer for every promise method of a port. */
export type PortScript<Port> = { [M in AsyncMethods<Port>]: PortAnswer<Port[M]> };

export interface PortCall<Port> {
  readonly method: AsyncMethods<Port>;
  readonly args: readonly unknown[];
}

/**
 * Base of the scripted fakes of the form ports (login, sign-up, WeChat, captcha): answers from
 * a script and records every call. `script` stays writable so a test can change an answer
 * between calls.
 */
export abstract class ScriptedPort<Port> {
  readonly calls: PortCall<Port>[] = [];
  readonly script: PortScript<Port>;

  protected constructor(defaults: PortScript<Port>, overrides: Partial<PortScript<Port>>) {
    this.script = { ...defaults, ...overrides };
  }

  /** The calls made to one method, in order. */
  callsTo(method: AsyncMethods<Port>): PortCall<Port>[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** The arguments of each call to one method, in order. */
  argsOf(method: AsyncMethods<Port>): (readonly unknown[])[] {
    return this.callsTo(method).map((call) => call.args);
  }

  protected async answer<M extends AsyncMethods<Port>>(method: M, args: readonly unknown[]): Promise<ResultOf<Port[M]>> {
    this.calls.push({ method, args });
    const scripted = this.script[method] as unknown;
    const value: unknown = typeof scripted === "function" ? await (scripted as (...a: readonly unknown[]) => unknown)(...args) : scripted;
    if (value instanceof Error) throw value;
    return value as ResultOf<Port[M]>;
  }
}
