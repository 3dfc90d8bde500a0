// HTTP from a chosen loopback source address, for bench/password-gate.mjs and its attackers: the
// server sees each 127.0.0.x as a distinct client, as it would see distinct viewers.
import { Agent, request } from "node:http";

/** GET (no body) or POST JSON `${base}${path}` from `localAddress`: { status, retryAfter, body }. */
export function exchange(base, path, localAddress, body) {
  const agent = new Agent({ keepAlive: false, localAddress });
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers = payload ? { "content-type": "application/json", "content-length": payload.length } : {};
    const req = request(`${base}${path}`, { method: payload ? "POST" : "GET", agent, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        try {
          const retryAfter = Number(res.headers["retry-after"] ?? 0);
          resolve({ status: res.statusCode, retryAfter, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on("error", reject);
    req.end(payload ?? undefined);
  });
}
