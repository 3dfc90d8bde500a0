/**
 * A scripted `fetch` for adapter tests: records each request and answers with what the test
 * queued. A request answered by `hang()` never settles until its signal aborts (as real
 * fetch does), so timeouts can be driven by fake timers.
 */
export interface RecordedRequest {
  readonly url: string;
  readonly init: RequestInit;
}

type Answer = (request: RecordedRequest) => Promise<Response>;

export class FakeFetch {
  readonly requests: RecordedRequest[] = [];
  private readonly answers: Answer[] = [];

  /** The function to hand to the client. */
  readonly fetch = ((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      init: init ?? {},
    };
    this.requests.push(request);
    const answer = this.answers.shift();
    if (!answer) return Promise.reject(new Error(`unexpected request ${request.url}`));
    return answer(request);
  }) as typeof fetch;

  /** Answers the next request with a JSON body and status. */
  json(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): this {
    return this.text(JSON.stringify(body), status, headers);
  }

  text(body: string, status = 200, headers: Readonly<Record<string, string>> = {}): this {
    this.answers.push(() => Promise.resolve(new Response(body, { status, headers: { "Content-Type": "application/json", ...headers } })));
    return this;
  }

  /** Answers the next request with the §7 envelope around `data`. */
  ok(data: unknown): this {
    return this.json({ code: "200", msg: "success", data });
  }

  /** The next request fails before any answer (fetch rejects with a TypeError). */
  unreachable(): this {
    this.answers.push(() => Promise.reject(new TypeError("Failed to fetch")));
    return this;
  }

  /** The next request never answers; it rejects with an AbortError once its signal aborts. */
  hang(): this {
    this.answers.push(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => {
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        }),
    );
    return this;
  }

  get lastRequest(): RecordedRequest | undefined {
    return this.requests.at(-1);
  }
}
