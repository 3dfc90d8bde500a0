import { API_PREFIX, type ApiEnvelope } from "@livehall/wire";
import { FRAME_WAIT_MS, joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import type { TestViewer } from "../testing/viewers";
import type { ServerOptions } from "../index";

/** Shared by the lucky draw, quiz and check-in server tests. */
export const ADMIN_TOKEN = "test-admin-token-tools-0123456789abcdef0123";
export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
export const ADMIN_ROOM = `${API_PREFIX}/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}`;
export const VIEWER_ROOM = `${API_PREFIX}/events/${DEMO.id}/rooms/${DEMO.mainRoom}`;

/** A test server with the tools' admin token. */
export const startToolServer = (options: Omit<ServerOptions, "now" | "dataDir"> & { dataDir?: string } = {}): Promise<TestServer> =>
  startTestServer({ adminToken: ADMIN_TOKEN, ...options });

/** POST as the organiser. */
export const adminPost = <T>(t: TestServer, path: string, body: unknown = {}): Promise<{ status: number; body: ApiEnvelope<T> }> =>
  t.api<T>(`${ADMIN_ROOM}${path}`, postJson(body, ADMIN));

export const adminGet = <T>(t: TestServer, path: string): Promise<{ status: number; body: ApiEnvelope<T> }> =>
  t.api<T>(`${ADMIN_ROOM}${path}`, { headers: ADMIN });

/** POST as a viewer. */
export const viewerPost = <T>(t: TestServer, viewer: TestViewer, path: string, body: unknown = {}) =>
  t.api<T>(`${VIEWER_ROOM}${path}`, postJson(body, viewer.headers));

export const viewerGet = <T>(t: TestServer, viewer: TestViewer, path: string) =>
  t.api<T>(`${VIEWER_ROOM}${path}`, { headers: viewer.headers });

/** The viewer's websocket in the demo's main room, listening to `topic`. */
export const listen = (t: TestServer, viewer: TestViewer, topic: number): Promise<RealtimeTestClient> =>
  joinedClient(t, [topic], undefined, viewer.accessToken);

/** The next push of `topic` on `client` (other frames are skipped). */
export async function nextPush(client: RealtimeTestClient, topic: number, timeoutMs = FRAME_WAIT_MS): Promise<unknown> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const frame = await client.next(Math.max(1, until - Date.now()));
    const found = pushes(frame).find((push) => push.op === topic);
    if (found) return found.body;
  }
}
