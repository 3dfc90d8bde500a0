import { describe, expect, it } from "vitest";
import { externalAuthUrl } from "./external-auth-url";
import type { ExternalAuthParams } from "./external-auth-url";

const SITE = "https://live.example.com";
const RETURN = "https://live.example.com/event/10006/watch/20001?lang=en";
const ENCODED_RETURN = encodeURIComponent(RETURN);
const params: ExternalAuthParams = { returnUrl: RETURN, eventNumber: "10006", roomNumber: "20001", channelNumber: "c9" };
const all = `returnUrl=${ENCODED_RETURN}&eventNumber=10006&roomNumber=20001&channelNumber=c9`;

describe("externalAuthUrl (§2 external authentication address)", () => {
  it.each<[string, string, ExternalAuthParams, string, string | null]>([
    ["an absolute address", "https://sso.example.org/login", params, SITE, `https://sso.example.org/login?${all}`],
    ["a site-relative address goes on this site", "/dev/external-login", params, SITE, `${SITE}/dev/external-login?${all}`],
    ["a site origin with a trailing slash", "/dev/external-login", params, `${SITE}/`, `${SITE}/dev/external-login?${all}`],
    ["its own query is kept", "https://sso.example.org/login?tenant=7&x", params, SITE, `https://sso.example.org/login?tenant=7&x&${all}`],
    [
      "its own parameters of our names are replaced",
      "https://sso.example.org/?eventNumber=1&a=2",
      params,
      SITE,
      `https://sso.example.org/?a=2&${all}`,
    ],
    ["the hash stays last", "https://sso.example.org/login#form", params, SITE, `https://sso.example.org/login?${all}#form`],
    [
      "empty room and channel are left out",
      "https://sso.example.org/login",
      { returnUrl: RETURN, eventNumber: "10006", roomNumber: "", channelNumber: "" },
      SITE,
      `https://sso.example.org/login?returnUrl=${ENCODED_RETURN}&eventNumber=10006`,
    ],
    [
      "missing room and channel are left out",
      "https://sso.example.org/login",
      { returnUrl: RETURN, eventNumber: "10006" },
      SITE,
      `https://sso.example.org/login?returnUrl=${ENCODED_RETURN}&eventNumber=10006`,
    ],
    ["surrounding spaces are ignored", "  https://sso.example.org/login ", params, SITE, `https://sso.example.org/login?${all}`],
    ["an empty address", "", params, SITE, null],
    ["javascript:", "javascript:alert(1)", params, SITE, null],
    ["data:", "data:text/html,x", params, SITE, null],
    ["protocol-relative", "//sso.example.org/login", params, SITE, null],
    ["a relative path without /", "login", params, SITE, null],
    ["user info", "https://live.example.com@evil.com/", params, SITE, null],
    ["a backslash", "https://sso.example.org\\login", params, SITE, null],
    ["a newline", "https://sso.example.org/\nlogin", params, SITE, null],
    ["a site-relative address without a usable site origin", "/dev/external-login", params, "", null],
  ])("%s", (_case, address, given, site, expected) => {
    expect(externalAuthUrl(address, given, site)).toBe(expected);
  });
});
