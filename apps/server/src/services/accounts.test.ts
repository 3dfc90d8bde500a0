import { describe, expect, it } from "vitest";
import { identityTypeOf, isEmail, normalizeAccount } from "./accounts";

describe("isEmail", () => {
  it.each([
    "demo@livehall.test",
    "first.last@example.com",
    "a+tag@sub.example.co",
    "x_y-z%1@xn--fiqs8s.cn",
    `${"a".repeat(64)}@example.com`,
  ])("accepts %s", (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    ["a trailing comma", "a@x.com,"],
    ["two addresses", "a@x.com,b@y.com"],
    ["two addresses with a space", "a@x.com, b@y.com"],
    ["a semicolon list", "a@x.com;b@y.com"],
    ["a display name", "Eve <a@x.com>"],
    ["angle brackets", "<a@x.com>"],
    ["a quoted local part", '"a b"@x.com'],
    ["a quoted local part with @", '"a@x.com"@y.com'],
    ["an apostrophe", "o'neil@x.com"],
    ["a comment", "a(comment)@x.com"],
    ["a space", "a b@x.com"],
    ["a tab", "a\t@x.com"],
    ["a newline (header injection)", "a@x.com\nBcc: b@y.com"],
    ["a carriage return", "a@x.com\r"],
    ["two @", "a@b@x.com"],
    ["no domain dot", "a@localhost"],
    ["an IP literal", "a@[127.0.0.1]"],
    ["a leading dot", ".a@x.com"],
    ["a double dot", "a..b@x.com"],
    ["a trailing dot in the local part", "a.@x.com"],
    ["a trailing dot in the domain", "a@x.com."],
    ["a hyphen-edged label", "a@-x.com"],
    ["a numeric top-level domain", "a@x.123"],
    ["a group syntax", "group:a@x.com;"],
    ["a backslash", "a\\b@x.com"],
    ["non-ASCII", "é@x.com"],
    ["a 65-character local part", `${"a".repeat(65)}@example.com`],
    ["over 254 characters", `a@${"b".repeat(62)}.${"c".repeat(62)}.${"d".repeat(62)}.${"e".repeat(62)}.com`],
    ["empty", ""],
  ])("refuses %s", (_case, address) => {
    expect(isEmail(address)).toBe(false);
  });
});

describe("identityTypeOf / normalizeAccount", () => {
  it("reads e-mail and mobile, lower-cases e-mail, refuses a list", () => {
    expect(identityTypeOf(" Demo@LiveHall.test ")).toBe(2);
    expect(identityTypeOf("+8613800000000")).toBe(1);
    expect(identityTypeOf("a@x.com,b@y.com")).toBeNull();
    expect(normalizeAccount(" Demo@LiveHall.test ")).toBe("demo@livehall.test");
  });
});
