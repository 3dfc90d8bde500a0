import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "@livehall/ui-react";

const html = readFileSync(join(import.meta.dirname, "..", "index.html"), "utf8");

describe("index.html sets the theme before the first paint", () => {
  it("reads the key ThemeProvider stores the viewer's choice under", () => {
    expect(html).toContain(`localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})`);
  });

  it("runs before any stylesheet or module script", () => {
    const inline = html.indexOf("<script>");
    expect(inline).toBeGreaterThan(-1);
    expect(html.indexOf('<link rel="stylesheet"')).toSatisfy((at: number) => at === -1 || at > inline);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(inline);
  });
});
