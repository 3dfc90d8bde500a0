import { ApiFailure, REQUEST_TIMEOUT_MS } from "@livehall/domain";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path relative to the base URL, e.g. "/watch/personal/breif". */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** Sent as JSON. */
  readonly body?: unknown;
}

export interface HttpClientOptions {
  /** e.g. "https://host/api"; paths are appended to it. */
  readonly baseUrl: string;
  /** The fetch to use (the browser's, Node's, or a test fake). */
  readonly fetch: typeof fetch;
  /** Headers computed for each request (language, bearer token, discovery version). */
  readonly headers?: () => Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/**
 * Calls the event server the §7 way: base host, cookies, per-request headers, 15 s timeout,
 * and the `{code, msg, data}` envelope whose `code` must be the string "200". Resolves with
 * `data`; rejects only with a domain `ApiFailure`.
 */
export class HttpClient {
  readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly headers: () => Readonly<Record<string, string>>;
  private readonly timeoutMs: number;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.fetchFn = options.fetch;
    this.headers = options.headers ?? (() => ({}));
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  async request<T>(request: HttpRequest): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      const response = await this.send(request, controller.signal).catch((error: unknown) => {
        throw timedOut ? timeoutFailure() : networkFailure(error);
      });
      const text = await response.text().catch((error: unknown) => {
        throw timedOut ? timeoutFailure() : networkFailure(error);
      });
      return unwrapEnvelope(response.status, text, retryAfterSeconds(response.headers.get("retry-after"), Date.now())) as T;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A file answer (not an envelope), e.g. a download: the body as a Blob when the status is 2xx;
   * otherwise rejects with the ApiFailure of the error envelope, like {@link request}.
   */
  async file(request: HttpRequest): Promise<Blob> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      const response = await this.send(request, controller.signal).catch((error: unknown) => {
        throw timedOut ? timeoutFailure() : networkFailure(error);
      });
      if (response.ok) {
        return await response.blob().catch((error: unknown) => {
          throw timedOut ? timeoutFailure() : networkFailure(error);
        });
      }
      const text = await response.text().catch(() => "");
      throw unwrapFailure(response.status, text);
    } finally {
      clearTimeout(timer);
    }
  }

  private send(request: HttpRequest, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", ...this.headers() };
    const init: RequestInit = { method: request.method, headers, credentials: "include", signal };
    if (request.body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(request.body);
    }
    return this.fetchFn(this.urlOf(request), init);
  }

  private urlOf(request: HttpRequest): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) params.set(name, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${request.path}${search ? `?${search}` : ""}`;
  }
}

interface Envelope {
  readonly code?: unknown;
  readonly msg?: unknown;
  readonly data?: unknown;
}

/**
 * The wait a `Retry-After` header asks for, in whole seconds (RFC 9110: delay-seconds or an
 * HTTP-date, read against `now`); null when absent or unreadable. Translated here, at the edge, so
 * the use-cases see a number, never a header.
 */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  const value = header?.trim() ?? "";
  if (/^\d{1,9}$/.test(value)) return Number(value);
  if (value === "" || /^[\d.+-]+$/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function unwrapEnvelope(status: number, text: string, retryAfter: number | null): unknown {
  const envelope = parseEnvelope(text);
  const message = typeof envelope?.msg === "string" ? envelope.msg : "";
  // An HTTP error keeps the body code it carried (e.g. 400 + "100400"): the §8 catalogue decides
  // statuses without a row of their own by that code.
  if (status < 200 || status > 299) throw new ApiFailure("http", stringCode(envelope), status, message, retryAfter);
  if (!envelope) throw new ApiFailure("network", "", status, "unreadable response body");
  if (envelope.code !== "200") throw new ApiFailure("body", stringCode(envelope), status, message);
  return envelope.data;
}

/** The failure of a non-2xx answer. */
function unwrapFailure(status: number, text: string): ApiFailure {
  const envelope = parseEnvelope(text);
  return new ApiFailure("http", stringCode(envelope), status, typeof envelope?.msg === "string" ? envelope.msg : "");
}

function stringCode(envelope: Envelope | null): string {
  const code = envelope?.code;
  return typeof code === "string" || typeof code === "number" ? String(code) : "";
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : null;
  } catch {
    return null;
  }
}

function timeoutFailure(): ApiFailure {
  return new ApiFailure("timeout", "", 0, "");
}

function networkFailure(error: unknown): ApiFailure {
  return new ApiFailure("network", "", 0, error instanceof Error ? error.message : String(error));
}
