import { describe, expect, it } from "vitest";
import { TokenSigner, type TokenClaims } from "./token-signer";
import { bearerToken } from "./session-service";

const claims: TokenClaims = { typ: "access", eid: "event-1", uid: "u-1", ut: 4, sid: "s-1", exp: 1_900_000_000_000, jti: "j-1" };
const signer = new TokenSigner(Buffer.from("a-test-secret-of-some-length"));
const token = signer.sign(claims);
const [payload, signature] = token.split(".") as [string, string];

const forge = (changes: Partial<TokenClaims>): string =>
  `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url")}.${signature}`;

describe("TokenSigner", () => {
  it("verifies what it signed and returns the claims", () => {
    expect(signer.verify(token)).toEqual({ ok: true, claims });
  });

  it.each([
    ["another secret", new TokenSigner(Buffer.from("another-secret-entirely")).sign(claims), "signature"],
    ["a changed event id", forge({ eid: "event-2" }), "signature"],
    ["a longer expiry", forge({ exp: claims.exp + 1 }), "signature"],
    ["a truncated signature", `${payload}.${signature.slice(0, -2)}`, "signature"],
    ["no signature", `${payload}.`, "malformed"],
    ["three parts", `${token}.x`, "malformed"],
    ["junk", "hello", "malformed"],
    ["an oversize token", `${payload}.${"A".repeat(5000)}`, "malformed"],
  ])("refuses %s", (_case, candidate, reason) => {
    expect(signer.verify(candidate)).toEqual({ ok: false, reason });
  });

  it("refuses a correctly signed payload that is not a claims object", () => {
    const other = signer.sign({ hello: "world" } as unknown as TokenClaims);
    expect(signer.verify(other)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("bearerToken", () => {
  it.each([
    ["Bearer abc.def", "abc.def"],
    ["bearer abc", "abc"],
    ["Basic abc", null],
    ["Bearer", null],
    ["", null],
    [undefined, null],
  ])("reads %j as %j", (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
