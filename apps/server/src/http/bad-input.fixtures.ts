import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { DEMO, demoTokens, startTestServer, type TestServer } from "../testing/test-server";

export let t: TestServer;
export let accessToken = "";
export let adminToken = "";

/** Starts the reference server (SQLite) before the file's tests, with a viewer's and the admin's token, and stops it after. */
export function useTestServer(): void {
  beforeAll(async () => {
    t = await startTestServer();
    accessToken = (await demoTokens(t)).accessToken;
    adminToken = t.server.admin.token;
  });
  afterAll(async () => {
    await t.stop();
  });
}

export interface Answer {
  status: number;
  body: string;
}

/** Sends a request byte for byte (no URL normalisation, any header), as a hostile client would. */
export function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Writes bytes that are not HTTP at all and reads what comes back. */
export function garbage(bytes: string): Promise<Answer> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}

export const BRIEF = "/api/watch/personal/breif";
export const AUTH = "/api/sso/events/access/auth";
export const REFRESH = "/api/sso/events/audience/refresh-token";
export const CODE = "/api/sso/events/audience/verification-code";
export const EXTERNAL = "/api/sso/events/external/token";
export const json = { "content-type": "application/json" };
export const okAuth = { tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 };
export const ADMIN_PUSH = "/api/admin/events/10001/rooms/20001/push";
export const admin = (): Record<string, string> => ({ ...json, authorization: `Bearer ${adminToken}` });
export const adminAuth = (): Record<string, string> => ({ authorization: `Bearer ${adminToken}` });
export const viewer = (): Record<string, string> => ({ authorization: `Bearer ${accessToken}` });
export const CHATS = `/api/events/${DEMO.id}/rooms/20001/chats`;
export const CTA_ADMIN = "/api/admin/events/10001/rooms/20001/call-to-actions";

export type Case = [string, () => Promise<Answer>, number, RegExp?];
