import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { StreamRow } from "../services/event-store";

/** The most a callback body may hold: nginx-rtmp's form fields are a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024;

/** What the hooks need from the rest of the ingest. */
export interface PublishDecisions {
  /** The stream a key publishes to; undefined for an unknown, rotated or malformed key. */
  streamOf(key: string): Promise<StreamRow | undefined>;
  /** A push to the stream was accepted (the room may go live). */
  started(stream: StreamRow): void;
  /** The push to the stream ended (the room stops after the reconnect grace). */
  ended(stream: StreamRow): void;
  /** Says what happened, never with a key. */
  log(message: string): void;
}

/**
 * The media engine's callbacks (nginx-rtmp `on_publish`, `on_publish_done`; decision 0067), on a
 * loopback port of their own behind a random path secret, so that neither another machine nor a
 * local process that cannot read the engine's configuration can start or stop a room. The engine
 * sends each as a form: `name` is what the encoder published (the stream key), `clientid` the
 * connection. A wrong key is refused with 403; a right one is answered 302 with the stream id as
 * `Location`, which renames the push: from there on it is known by its stream id only. The relay
 * application's own `on_publish` is accepted only for a stream a push was just accepted for.
 */
export class PublishHooks {
  /** Accepted pushes by engine connection: the stream each feeds. */
  private readonly pushes = new Map<string, StreamRow>();
  private readonly secret = randomBytes(24).toString("hex");

  private constructor(
    private readonly server: Server,
    private readonly decisions: PublishDecisions,
  ) {}

  /** Starts listening on 127.0.0.1 (a free port). */
  static async listen(decisions: PublishDecisions): Promise<PublishHooks> {
    const server = createServer();
    const hooks = new PublishHooks(server, decisions);
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      void hooks.answer(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        resolve();
      });
    });
    return hooks;
  }

  /** The base the engine's configuration calls: `http://127.0.0.1:<port>/<secret>`. */
  get base(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/${this.secret}`;
  }

  /** Every push ended at once (the engine died): their streams stop after the grace unless pushed again. */
  dropAll(): void {
    const streams = [...this.pushes.values()];
    this.pushes.clear();
    for (const stream of streams) this.decisions.ended(stream);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
      this.server.closeAllConnections();
    });
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const { status, location, after } = await this.decide(request);
      response.writeHead(status, location === undefined ? {} : { location }).end();
      after?.();
    } catch (error) {
      this.decisions.log(`ingest: a publish callback failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    }
  }

  /** The answer to one callback, and what to do once the engine has it. */
  private async decide(request: IncomingMessage): Promise<{ status: number; location?: string; after?: () => void }> {
    const prefix = `/${this.secret}/`;
    const url = request.url ?? "";
    if (request.method !== "POST" || !url.startsWith(prefix)) return { status: 404 };
    const form = await readForm(request);
    if (!form) return { status: 400 };
    const call = url.slice(prefix.length);
    const connection = form.get("clientid") ?? "";
    if (call === "publish") {
      const stream = await this.decisions.streamOf(form.get("name") ?? "");
      if (!stream) {
        this.decisions.log(`ingest: refused a push with an unknown, rotated or malformed key from ${form.get("addr") ?? "?"}`);
        return { status: 403 };
      }
      this.pushes.set(connection, stream);
      return {
        status: 302,
        location: stream.id,
        after: () => {
          this.decisions.started(stream);
        },
      };
    }
    if (call === "relay") {
      const name = form.get("name") ?? "";
      return { status: [...this.pushes.values()].some((stream) => stream.id === name) ? 200 : 403 };
    }
    if (call === "publish-done") {
      const stream = this.pushes.get(connection);
      this.pushes.delete(connection);
      return {
        status: 200,
        after: () => {
          if (stream) this.decisions.ended(stream);
        },
      };
    }
    return { status: 404 };
  }
}

/** The callback's form body; null when it is too large or not a form. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("latin1"));
}
