import { describe, expect, it } from "vitest";
import { chatTextSegments, isWebAddress, type ChatTextSegment } from "./chat-text";

const t = (text: string): ChatTextSegment => ({ kind: "text", text });
const l = (text: string, href = text): ChatTextSegment => ({ kind: "link", text, href });

describe("chatTextSegments (decision 0015: text only, safe links)", () => {
  it.each<[string, string, readonly ChatTextSegment[]]>([
    ["empty", "", []],
    ["plain text", "hello everyone", [t("hello everyone")]],
    ["an http address alone", "http://example.com", [l("http://example.com")]],
    ["an https address inside text", "see https://example.com/a?b=1#c now", [t("see "), l("https://example.com/a?b=1#c"), t(" now")]],
    ["www. becomes https://", "go to www.example.com", [t("go to "), l("www.example.com", "https://www.example.com")]],
    ["upper-case scheme", "HTTPS://EXAMPLE.COM/X", [l("HTTPS://EXAMPLE.COM/X")]],
    ["two addresses", "http://a.io and https://b.io", [l("http://a.io"), t(" and "), l("https://b.io")]],
    ["a trailing full stop stays text", "look at http://a.io.", [t("look at "), l("http://a.io"), t(".")]],
    ["trailing punctuation run", "http://a.io/x?!,;:.", [l("http://a.io/x"), t("?!,;:.")]],
    ["an address in parentheses", "(http://a.io/x)", [t("("), l("http://a.io/x"), t(")")]],
    ["balanced parentheses stay in the link", "http://en.wiki.org/A_(b)", [l("http://en.wiki.org/A_(b)")]],
    ["balanced then unbalanced", "(see http://w.org/A_(b)).", [t("(see "), l("http://w.org/A_(b)"), t(").")]],
    ["an unbalanced ] stays text", "[http://a.io]", [t("["), l("http://a.io"), t("]")]],
    ["port and percent escapes", "http://a.io:8080/%E4%BD%A0", [l("http://a.io:8080/%E4%BD%A0")]],
    ["an @ in the path is fine", "https://a.io/@ada", [l("https://a.io/@ada")]],
    ["user info (a look-alike host) stays text", "https://bank.com@evil.io/x", [t("https://bank.com@evil.io/x")]],
    ["user info after www. stays text", "www.bank.com@evil.io", [t("www.bank.com@evil.io")]],
    ["Chinese right after the address ends it", "看这个https://a.io/x很好", [t("看这个"), l("https://a.io/x"), t("很好")]],
    ["an emoji ends it", "https://a.io🎉", [l("https://a.io"), t("🎉")]],
    ["a quote ends it", `"http://a.io"`, [t('"'), l("http://a.io"), t('"')]],
    ["scheme without host", "http:// nothing", [t("http:// nothing")]],
    ["scheme then punctuation only", "https://...", [t("https://...")]],
    ["www. without host", "www. is short for", [t("www. is short for")]],
    ["glued to a word before: not an address", "xhttp://a.io and awww.b.io", [t("xhttp://a.io and awww.b.io")]],
    ["ftp stays text", "ftp://a.io/file", [t("ftp://a.io/file")]],
    ["mailto stays text", "mailto:a@b.io", [t("mailto:a@b.io")]],
  ])("%s", (_case, text, expected) => {
    expect(chatTextSegments(text)).toEqual(expected);
  });

  it.each<[string, string, readonly ChatTextSegment[]]>([
    ["an img tag with onerror", `<img src=x onerror="alert(1)">`, [t(`<img src=x onerror="alert(1)">`)]],
    ["a script tag", "<script>alert(document.cookie)</script>", [t("<script>alert(document.cookie)</script>")]],
    ["javascript:", "javascript:alert(1)", [t("javascript:alert(1)")]],
    ["JaVaScRiPt: with a comment", "JaVaScRiPt://%0aalert(1)", [t("JaVaScRiPt://%0aalert(1)")]],
    ["data: html", "data:text/html;base64,PHNjcmlwdD4=", [t("data:text/html;base64,PHNjcmlwdD4=")]],
    ["vbscript:", "vbscript:msgbox(1)", [t("vbscript:msgbox(1)")]],
    ["an anchor tag keeps only the address as a link", `<a href="http://a.io">x</a>`, [t(`<a href="`), l("http://a.io"), t(`">x</a>`)]],
    ["a quote cannot break out of the href", `http://a.io/"onmouseover="alert(1)`, [l("http://a.io/"), t(`"onmouseover="alert(1)`)]],
    ["angle brackets end the address", "http://a.io/<script>", [l("http://a.io/"), t("<script>")]],
    ["javascript: after an http address", "javascript:http://a.io", [t("javascript:"), l("http://a.io")]],
  ])("keeps injection attempts as text: %s", (_case, text, expected) => {
    const segments = chatTextSegments(text);
    expect(segments).toEqual(expected);
    for (const segment of segments) {
      if (segment.kind === "link") expect(segment.href).toMatch(/^https?:\/\/[A-Za-z0-9[]/i);
    }
  });

  it("gives back every character, in order, for any text", () => {
    const samples = [
      "",
      "a",
      "http://a.io",
      "(www.x.io).",
      "ümlaut http://ä.io 漢字 www.例子.中国 🎉🎉",
      "a\u0000b\nhttp://x.io\r\n",
      "))((http://a.io/(((",
    ];
    for (const sample of samples) {
      expect(
        chatTextSegments(sample)
          .map((segment) => segment.text)
          .join(""),
      ).toBe(sample);
    }
  });

  it("handles long input in linear time", () => {
    const long =
      "word http://example.com/path, ".repeat(20_000) +
      "(".repeat(50_000) +
      "http://" +
      "a".repeat(100_000) +
      " http://b" +
      ")".repeat(100_000) +
      " http://c" +
      "(".repeat(100_000);
    const started = Date.now();
    const segments = chatTextSegments(long);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(segments.filter((segment) => segment.kind === "link")).toHaveLength(20_003);
    expect(segments.map((segment) => segment.text).join("")).toBe(long);
  });

  it("never joins two text segments or leaves an empty one", () => {
    const segments = chatTextSegments("a http:// b http://x.io c");
    expect(segments).toEqual([t("a http:// b "), l("http://x.io"), t(" c")]);
    expect(segments.every((segment) => segment.text !== "")).toBe(true);
  });
});

describe("isWebAddress", () => {
  it.each<[string, boolean]>([
    ["https://a.io/x?y=1", true],
    ["http://127.0.0.1:8080/", true],
    ["HTTPS://A.IO", true],
    ["https://", false],
    ["https:///path", false],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["//a.io/x", false],
    ["/relative", false],
    ["https://a.io/x y", false],
    ['https://a.io/"', false],
    ["https://a.io/<x>", false],
    ["https://a.io\\@evil.io", false],
    ["https://bank.com@evil.io", false],
    ["https://u:p@a.io/", false],
    ["https://a.io/@ada", true],
    ["https://a.io/\u0000", false],
    ["", false],
  ])("%j → %s", (text, expected) => {
    expect(isWebAddress(text)).toBe(expected);
  });
});
