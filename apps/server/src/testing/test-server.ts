import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiEnvelope, AuthResultDTO } from "@livehall/wire";
import { startServer, type RunningServer, type ServerOptions } from "../index";
import { migratedSqliteTemplate } from "./sqlite-template";
import { createTestSchema, queryTestDatabase, testDatabaseKind, type TestSchema } from "./test-database";

/** A server on a free port with a fresh data folder and a clock tests can move. */
export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly dataDir: string;
  /** Moves the server's clock forward (tokens expire, live playlists slide). */
  advance(ms: number): void;
  /** fetch against the server, parsing the JSON envelope. */
  api<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: ApiEnvelope<T> }>;
  /** Reads rows straight from the server's database (SQLite or PostgreSQL); `?` placeholders. */
  query<T>(text: string, params?: readonly (string | number)[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * Starts a test server. With `dataDir` it uses (and keeps) that folder, so a second server on the
 * same folder is a restart; without, a fresh folder removed by `stop`. Under `LIVEHALL_TEST_DB=postgres`
 * (and no `databaseUrl` of its own) the server runs on a PostgreSQL schema tied to the folder: fresh
 * and dropped by `stop` with an own folder, kept for a restart with a given one.
 */
export async function startTestServer(options: Omit<ServerOptions, "now" | "dataDir"> & { dataDir?: string } = {}): Promise<TestServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "livehall-server-test-"));
  let offset = 0;
  const schema: TestSchema | null =
    testDatabaseKind() === "postgres" && options.databaseUrl === undefined
      ? await createTestSchema(ownDataDir ? undefined : dataDir)
      : null;
  const database = schema ? { databaseUrl: schema.databaseUrl } : {};
  // A fresh SQLite folder starts from the migrated template (the server finds nothing to migrate).
  if (ownDataDir && schema === null && options.databaseUrl === undefined) {
    copyFileSync(await migratedSqliteTemplate(), join(dataDir, "livehall.sqlite"));
  }
  const server = await startServer({
    port: 0,
    webRoot: null,
    logger: false,
    ...database,
    ...options,
    dataDir,
    now: () => Date.now() + offset,
  }).catch(async (error: unknown) => {
    if (ownDataDir) await schema?.drop();
    throw error;
  });
  return {
    server,
    url: server.url,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    api: async <T>(path: string, init?: RequestInit) => {
      const response = await fetch(`${server.url}${path}`, init);
      return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
    },
    query: (text, params) => queryTestDatabase({ dataDir, databaseUrl: options.databaseUrl ?? schema?.databaseUrl }, text, params),
    stop: async () => {
      await server.close();
      if (ownDataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        await schema?.drop();
      }
    },
  };
}

/** JSON POST init. */
export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

/** The demo event's id as the seed stores it (events/demo.json). */
export const DEMO = { number: "10001", id: "event-10001", tenantId: "t-demo", mainRoom: "20001", seminarRoom: "20002" } as const;

/** Authenticates an anonymous viewer of the demo event (unlimited access). */
export async function demoTokens(t: TestServer): Promise<AuthResultDTO> {
  const { body } = await t.api<AuthResultDTO>(
    "/api/sso/events/access/auth",
    postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 }),
  );
  if (body.code !== "200") throw new Error(`access auth failed: ${JSON.stringify(body)}`);
  return body.data;
}
