import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { compileCatalogModule, NOT_ON_LANDING_CATALOGUES } from "./compile-catalog";

const FILE = "/x/messages/en.ts";

describe("compileCatalogModule", () => {
  it("compiles every message and imports spread sub-catalogues compiled, in the source's order", () => {
    const source = [
      'import type { Catalog } from "./zh-Hans";',
      'import { loginEn } from "./login/en";',
      "/** en texts. */",
      "export const en: Catalog = {",
      "  ...loginEn,",
      '  "button.retry": "Retry",',
      "  greet: `Hello, {name}`,",
      "} as const;",
      "export type Other = string;",
    ].join("\n");
    const code = compileCatalogModule(FILE, source);
    expect(code).toContain('import loginEn from "./login/en?icu";');
    expect(code).toMatch(
      /export default \{\n\.\.\.loginEn,\n"button\.retry": "Retry",\n"greet": \[\{"type":0,"value":"Hello, "\},\{"type":1,"value":"name"\}\]\n\};/,
    );
  });

  it("leaves the room's, login's and portal's sub-catalogues out of the landing part, and keeps the rest", () => {
    const source = [
      'import { accessEn } from "./access/en";',
      'import { chatEn } from "./chat/en";',
      'import { loginEn } from "./login/en";',
      'import { toolbarEn } from "./toolbar/en";',
      'import { shareEn } from "./share/en";',
      "export const en = {",
      "  ...accessEn,",
      "  ...chatEn,",
      "  ...loginEn,",
      "  ...toolbarEn,",
      "  ...shareEn,",
      '  "button.retry": "Retry",',
      "};",
    ].join("\n");
    const front = compileCatalogModule(FILE, source, "landing");
    expect(front).toContain('...accessEn,\n...shareEn,\n"button.retry"');
    expect(front).not.toMatch(/chatEn|toolbarEn|loginEn/);
    expect(compileCatalogModule(FILE, source)).toContain("...accessEn,\n...chatEn,\n...loginEn,\n...toolbarEn,\n...shareEn,");
  });

  it("names only sub-catalogues that exist as not on landing pages", () => {
    const folders = readdirSync(new URL("../src/i18n/messages/", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).toEqual(expect.arrayContaining([...NOT_ON_LANDING_CATALOGUES]));
  });

  it("fails the module on a syntax error, naming the file and the key", () => {
    const source = 'export const en = {\n  "button.retry": "Retry",\n  "live.likes": "{count, plural, one {# like} other {# likes}",\n};';
    expect(() => compileCatalogModule(FILE, source)).toThrow(/\/x\/messages\/en\.ts: message "live\.likes" is not valid ICU/);
  });

  it.each([
    ["a computed text", 'import { a } from "./a";\nexport const en = { k: a };', /message "k" is not a string literal/],
    ["a template with a substitution", "export const en = { k: `${1}` };", /message "k" is not a string literal/],
    ["a spread of something not imported", 'export const en = { ...{ k: "x" } };', /spreads only imported catalogues/],
    ["two catalogues in one module", "export const a = {};\nexport const b = {};", /exports one catalogue/],
    ["no catalogue", "export type A = string;", /no exported catalogue/],
    ["code besides the catalogue", 'console.log("x");\nexport const en = {};', /not ExpressionStatement/],
  ])("refuses %s", (_case, source, error) => {
    expect(() => compileCatalogModule(FILE, source)).toThrow(error);
  });
});
