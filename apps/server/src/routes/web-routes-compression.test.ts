import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const SCRIPT = "export const livehall = 'precompressed';\n".repeat(100);
const INDEX = `<!doctype html><title>shell</title>${"<!-- padding -->".repeat(50)}`;

/** A built web app as apps/web's build leaves it: every text file beside its .br and .gz. */
function builtWebApp(): string {
  const root = mkdtempSync(join(tmpdir(), "livehall-web-compressed-"));
  mkdirSync(join(root, "assets"));
  for (const [path, text] of [
    ["index.html", INDEX],
    ["assets/app-1234.js", SCRIPT],
  ] as const) {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  }
  return root;
}

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET with exactly the given Accept-Encoding (fetch would add its own and decode the answer). */
function get(url: string, acceptEncoding: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const decode = (response: RawResponse): string => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString();
  if (encoding === "gzip") return gunzipSync(response.body).toString();
  return response.body.toString();
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ webRoot: builtWebApp() });
});
afterAll(async () => {
  await t.stop();
});

describe("precompressed static files", () => {
  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["identity", undefined],
    [null, undefined],
  ])("a hashed asset asked with Accept-Encoding %s is sent as %s, the same bytes, cached for good", async (accept, encoding) => {
    const response = await get(`${t.url}/assets/app-1234.js`, accept);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decode(response)).toBe(SCRIPT);
  });

  it.each([
    ["/", "br"],
    ["/event/10001/watch/20001", "br"],
    ["/event/10001/watch/20001", "gzip"],
  ])("the page %s (index.html) is sent with %s and revalidated on every load", async (path, accept) => {
    const response = await get(`${t.url}${path}`, accept);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(accept);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(decode(response)).toBe(INDEX);
  });
});
