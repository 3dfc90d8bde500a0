import { parseSync, type ESTree } from "vite";
import { compileMessage } from "./compile-message";

/** The query that asks for a catalogue module's compiled form: `import en from "./messages/en?icu"`. */
export const ICU_QUERY = "?icu";

/**
 * The query that asks for a catalogue's landing part compiled (`./messages/en?icu-landing`): its own
 * messages and its sub-catalogues but those of {@link NOT_ON_LANDING_CATALOGUES} — what the landing
 * entry's pages can show (decision 0050).
 */
export const ICU_LANDING_QUERY = "?icu-landing";

/**
 * The sub-catalogues (folders of `messages/`) no landing page shows, left out of a catalogue's
 * landing part: the room's (player, chat, meeting, toolbar and its tools, the organiser's room
 * decoration) and those of pages the landing entry sends to the app by a full navigation (login,
 * portal). The landing page's own, and those its flows show (access codes and error texts, notices
 * and tickets, share, language, event layout, front door), stay in it; the dialog's close label is
 * in the main catalogue. A test renders the landing entry's pages with the landing part only.
 */
export const NOT_ON_LANDING_CATALOGUES: readonly string[] = [
  "award-quiz",
  "breakout",
  "chat",
  "decorate",
  "gifts",
  "login",
  "lucky-draw",
  "marketing",
  "meeting",
  "player",
  "portal",
  "qa-exam",
  "sign-in",
  "tool-errors",
  "toolbar",
  "vote",
];

/** The folder of a sub-catalogue import (`./chat/en` → `chat`). */
const subCatalogueFolder = (source: string): string => source.split("/").slice(-2, -1)[0] ?? "";

type Expression = ESTree.Expression;

/** The object literal under `as const`, `satisfies X` or `<X>` wrappers. */
function unwrap(expression: Expression): Expression {
  switch (expression.type) {
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSTypeAssertion":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return unwrap(expression.expression);
    default:
      return expression;
  }
}

function propertyKey(property: ESTree.ObjectProperty): string | null {
  if (property.computed) return null;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal" && typeof property.key.value === "string") return property.key.value;
  return null;
}

function stringValue(value: Expression): string | null {
  const inner = unwrap(value);
  if (inner.type === "Literal" && typeof inner.value === "string") return inner.value;
  if (inner.type === "TemplateLiteral" && inner.expressions.length === 0) return inner.quasis[0]?.value.cooked ?? null;
  return null;
}

/**
 * Turns a catalogue module (`messages/en.ts`, `messages/login/en.ts`) into the JavaScript of its
 * compiled form: a default export holding the same keys in the same order, each message compiled
 * ({@link compileMessage}), and each spread sub-catalogue imported in its compiled form too
 * (`...loginEn` → `import … from "./login/en?icu"`). The module must be what catalogues are: imports,
 * types, and one exported object of string literals and spreads of imported catalogues. Anything
 * else, or a message with an ICU syntax error, throws an error naming the file and the key.
 * `part: "landing"` leaves out the spreads of {@link NOT_ON_LANDING_CATALOGUES}.
 */
export function compileCatalogModule(file: string, source: string, part: "whole" | "landing" = "whole"): string {
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  const program = parseSync(file, source).program;
  const imported = new Map<string, string>();
  let catalogue: ESTree.ObjectExpression | null = null;
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      if (statement.importKind === "type") continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === "ImportSpecifier" && specifier.importKind === "type") continue;
        imported.set(specifier.local.name, statement.source.value);
      }
    } else if (statement.type === "ExportNamedDeclaration" && statement.declaration?.type === "VariableDeclaration") {
      for (const declarator of statement.declaration.declarations) {
        const init = declarator.init === null ? null : unwrap(declarator.init);
        if (init?.type !== "ObjectExpression") fail("a catalogue exports only object literals of messages");
        else if (catalogue !== null) fail("a catalogue module exports one catalogue");
        else catalogue = init;
      }
    } else if (!(statement.type === "ExportNamedDeclaration" && statement.exportKind === "type") && !statement.type.startsWith("TS")) {
      fail(`a catalogue module holds imports, types and one exported catalogue, not ${statement.type}`);
    }
  }
  if (catalogue === null) return fail("no exported catalogue");

  const imports: string[] = [];
  const entries: string[] = [];
  for (const property of catalogue.properties) {
    if (property.type === "SpreadElement") {
      const name = property.argument.type === "Identifier" ? property.argument.name : null;
      const from = name === null ? undefined : imported.get(name);
      if (name === null || from === undefined) return fail("a catalogue spreads only imported catalogues");
      if (part === "landing" && NOT_ON_LANDING_CATALOGUES.includes(subCatalogueFolder(from))) continue;
      imports.push(`import ${name} from ${JSON.stringify(from + ICU_QUERY)};`);
      entries.push(`...${name}`);
      continue;
    }
    const key = propertyKey(property);
    if (key === null) return fail("a message key is a plain name or string");
    const message = stringValue(property.value);
    if (message === null) return fail(`message "${key}" is not a string literal`);
    try {
      entries.push(`${JSON.stringify(key)}: ${JSON.stringify(compileMessage(key, message))}`);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
  return `${imports.join("\n")}\nexport default {\n${entries.join(",\n")}\n};\n`;
}
