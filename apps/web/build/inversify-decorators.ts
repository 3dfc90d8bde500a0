import { existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * The decorators `inversify` re-exports from `@inversifyjs/core`, where each is a module of its own
 * (`lib/metadata/decorators/<name>.js`).
 */
export const INVERSIFY_DECORATORS: readonly string[] = [
  "inject",
  "injectable",
  "injectFromBase",
  "injectFromHierarchy",
  "multiInject",
  "named",
  "optional",
  "postConstruct",
  "preDestroy",
  "tagged",
  "unmanaged",
];

/**
 * The prefix of the module each decorator of an import of decorators only is sent to
 * (`livehall:inversify-decorators/inject`): one module per decorator, so a chunk holds only the
 * decorators its classes use — through one module re-exporting them all, every decorator the app
 * uses anywhere (`optional`, `multiInject`, ...) was in the landing page's first load.
 */
export const DECORATORS_MODULE = "livehall:inversify-decorators";

/**
 * An import statement from `inversify` with braces, at the start of a line — so not inside a one-line
 * string; a line of a multi-line template or block comment that reads like an import would match too
 * (our sources have none: the rewrite only changes where the decorators come from).
 */
const VALUE_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(["'])inversify\2;?/gm;

/** The value specifiers of an import's braces (`type X` specifiers left out), as written (`inject as use`). */
function valueSpecifiers(braces: string): string[] {
  return braces
    .split(",")
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier !== "" && !specifier.startsWith("type "));
}

/** The imported name of a specifier (`inject as use` → `inject`). */
const importedName = (specifier: string): string => specifier.split(/\s+as\s+/)[0] ?? specifier;

/**
 * `code` with each `import { … } from "inversify"` that takes decorators only turned into one import
 * per decorator from its own module (`{@link DECORATORS_MODULE}/<name>`), on as many lines as
 * before; null when there is none. Imports of anything else (`Container`, `ContainerModule`) and
 * `import type` stay as they are; `type` specifiers among decorators are dropped (types only).
 */
export function rewriteDecoratorImports(code: string): string | null {
  const rewritten = code.replace(VALUE_IMPORT, (statement: string, braces: string) => {
    const values = valueSpecifiers(braces);
    if (values.length === 0 || !values.every((specifier) => INVERSIFY_DECORATORS.includes(importedName(specifier)))) return statement;
    const imports = values.map((specifier) => `import { ${specifier} } from "${DECORATORS_MODULE}/${importedName(specifier)}";`);
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
  return rewritten === code ? null : rewritten;
}

/** `@inversifyjs/core`'s `lib` folder, as inversify (a dependency of this app) finds it. */
export function inversifyCoreLib(): string {
  const inversify = createRequire(import.meta.url).resolve("inversify");
  return realpathSync(dirname(createRequire(inversify).resolve("@inversifyjs/core")));
}

/** The file of decorator `name` in `coreLib`; throws when it is not where it was. */
export function decoratorFile(coreLib: string, name: string): string {
  const file = join(coreLib, "metadata", "decorators", `${name}.js`);
  if (!existsSync(file)) throw new Error(`@inversifyjs/core has no ${file}: its layout changed (apps/web/build/inversify-decorators.ts)`);
  return file;
}

/**
 * Sends our modules' decorator-only imports of `inversify` to the decorators' own modules (decision
 * 0050). `inversify`'s entry re-exports its container too, and the bundler places every module an
 * entry can reach in the chunks that entry loads, used or not: through the decorators on the
 * application's classes, the landing page loaded the whole container (about 20 KB gzip) it never
 * runs. The same modules as through `inversify`, so a container reads the same metadata.
 */
export function inversifyDecorators(): Plugin {
  const prefix = `${DECORATORS_MODULE}/`;
  return {
    name: "livehall-inversify-decorators",
    enforce: "pre",
    resolveId(source) {
      if (!source.startsWith(prefix)) return null;
      const name = source.slice(prefix.length);
      return INVERSIFY_DECORATORS.includes(name) ? decoratorFile(inversifyCoreLib(), name) : null;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteDecoratorImports(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
