import { Container, inject as inversifyInject, injectable as inversifyInjectable } from "inversify";
import { describe, expect, it } from "vitest";
import { DECORATORS_MODULE, INVERSIFY_DECORATORS, decoratorFile, inversifyCoreLib, rewriteDecoratorImports } from "./inversify-decorators";

// Built, not written out: this file passes through the plugin itself in vitest.
const from = (braces: string, source = "inversify", quote = '"'): string => `import {${braces}} from ${quote}${source}${quote};`;
/** One import per decorator, each from its own module (specifiers as written). */
const decorators = (...specifiers: string[]): string =>
  specifiers.map((specifier) => `import { ${specifier} } from "${DECORATORS_MODULE}/${specifier.split(" ")[0] ?? ""}";`).join(" ");

describe("rewriteDecoratorImports", () => {
  it.each([
    ["decorators only", from(" inject, injectable "), decorators("inject", "injectable")],
    ["single quotes", from(" injectable ", "inversify", "'"), decorators("injectable")],
    [
      "over several lines (as many lines after), with a type among them (dropped)",
      from("\n  inject,\n  injectable,\n  type interfaces,\n"),
      `${decorators("inject", "injectable")}\n\n\n\n`,
    ],
    ["a renamed decorator", from(" inject as use "), decorators("inject as use")],
    ["an import after other lines", `// services\n${from(" inject ")}`, `// services\n${decorators("inject")}`],
  ])("sends %s each to its decorator's module", (_case, code, expected) => {
    expect(rewriteDecoratorImports(code)).toBe(expected);
  });

  it.each([
    ["the container", from(" Container ")],
    ["the container beside a decorator", from(" Container, injectable ")],
    ["a type-only import", `import type { Container } from ${JSON.stringify("inversify")};`],
    ["types only inside braces", from(" type Bind ")],
    ["another package", from(" inject ", "inversify-extra")],
    ["an import inside a string", `const example = "${from(" inject ").replaceAll('"', "'")}";`],
  ])("leaves %s alone", (_case, code) => {
    expect(rewriteDecoratorImports(code)).toBeNull();
  });

  it("rewrites each import of a module on its own", () => {
    const code = `${from(" Container ")}\n${from(" inject ")}`;
    expect(rewriteDecoratorImports(code)).toBe(`${from(" Container ")}\n${decorators("inject")}`);
  });
});

describe("the decorators' modules", () => {
  it("finds every decorator in a file of @inversifyjs/core that exists", () => {
    for (const name of INVERSIFY_DECORATORS)
      expect(decoratorFile(inversifyCoreLib(), name)).toMatch(new RegExp(`/decorators/${name}\\.js$`));
  });

  it("says which file is missing when the package's layout changed", () => {
    expect(() => decoratorFile("/nowhere", "inject")).toThrow(/has no \/nowhere\/metadata\/decorators\/inject\.js/);
  });

  it("hands out the very functions inversify exports, so a container reads what they wrote", async () => {
    const lib = inversifyCoreLib();
    const deep = (await import(`${lib}/metadata/decorators/inject.js`)) as { inject: unknown };
    const deepInjectable = (await import(`${lib}/metadata/decorators/injectable.js`)) as { injectable: typeof inversifyInjectable };
    expect(deep.inject).toBe(inversifyInject);
    const TOKEN = Symbol("greeting");
    @deepInjectable.injectable()
    class Greeter {
      constructor(@inversifyInject(TOKEN) readonly greeting: string) {}
    }
    const container = new Container();
    container.bind(TOKEN).toConstantValue("hello");
    container.bind(Greeter).toSelf();
    expect(container.get(Greeter).greeting).toBe("hello");
  });
});
