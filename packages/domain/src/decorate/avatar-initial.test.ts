import { describe, expect, it } from "vitest";
import { avatarInitial, avatarPicture } from "./avatar-initial";

describe("avatarInitial", () => {
  it.each([
    ["a Latin name is upper-cased", "ada", "A"],
    ["leading white space is skipped", "  grace", "G"],
    ["a CJK name keeps its first character", "王小明", "王"],
    ["an Arabic name keeps its first letter", "ليلى", "ل"],
    ["an accented letter stays whole", "e\u0301mile", "E\u0301"],
    ["an emoji with a skin tone stays whole", "👍🏽 fan", "👍🏽"],
    ["a flag stays whole", "🇨🇳 viewer", "🇨🇳"],
    ["a blank name has none", "   ", ""],
  ])("%s", (_name, name, expected) => {
    expect(avatarInitial(name)).toBe(expected);
  });
});

describe("avatarPicture", () => {
  it.each([
    ["an https picture", "https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["a path on this server", "/media/pictures/a.svg", "/media/pictures/a.svg"],
    ["no picture", "", null],
    ["plain http is not shown (mixed content, CSP)", "http://cdn.example.com/a.png", null],
    ["a protocol-relative address is not a path", "//evil.example/a.png", null],
    ["javascript: is refused", "javascript:alert(1)", null],
    ["data: is refused", "data:image/svg+xml,<svg/>", null],
  ])("%s", (_name, url, expected) => {
    expect(avatarPicture(url)).toBe(expected);
  });
});
