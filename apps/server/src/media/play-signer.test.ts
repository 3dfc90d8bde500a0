import { describe, expect, it } from "vitest";
import { PlaySigner } from "./play-signer";

const key = Buffer.alloc(32, 7);

function parse(query: string): { expires: string; sign: string } {
  const params = new URLSearchParams(query);
  return { expires: params.get("expires") ?? "", sign: params.get("sign") ?? "" };
}

describe("PlaySigner", () => {
  it("opens the resource it signed until the ttl ends, then says expired", () => {
    let now = 1_700_000_000_000;
    const signer = new PlaySigner(key, 60_000, () => now);
    const { expires, sign } = parse(signer.query("stream-1"));
    expect(signer.check("stream-1", expires, sign)).toBe("ok");
    now += 59_000;
    expect(signer.check("stream-1", expires, sign)).toBe("ok");
    now += 2_000;
    expect(signer.check("stream-1", expires, sign)).toBe("expired");
  });

  it.each([
    ["another resource", "stream-2", undefined, undefined],
    ["a changed expiry", "stream-1", "9999999999", undefined],
    ["a changed sign", "stream-1", undefined, "0".repeat(32)],
    ["a missing sign", "stream-1", undefined, null],
    ["an expiry that is not digits", "stream-1", "12e5", undefined],
    ["a sign of the wrong length", "stream-1", undefined, "abc"],
  ])("refuses %s", (_case, resource, expiresOverride, signOverride) => {
    const signer = new PlaySigner(key, 60_000, () => 1_700_000_000_000);
    const { expires, sign } = parse(signer.query("stream-1"));
    const e = expiresOverride ?? expires;
    const s = signOverride === null ? undefined : (signOverride ?? sign);
    expect(signer.check(resource, e, s)).toBe("invalid");
  });

  it("does not accept a signature made with another key", () => {
    const now = () => 1_700_000_000_000;
    const { expires, sign } = parse(new PlaySigner(Buffer.alloc(32, 8), 60_000, now).query("stream-1"));
    expect(new PlaySigner(key, 60_000, now).check("stream-1", expires, sign)).toBe("invalid");
  });
});
