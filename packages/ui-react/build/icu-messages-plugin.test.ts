import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { icuMessages } from "./icu-messages-plugin";

/** A tiny app whose catalogue is `messages`, built with the plugin as apps/web builds. */
async function buildWith(messages: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "icu-messages-"));
  writeFileSync(join(root, "en.ts"), `export const en = {\n${messages}\n};\n`);
  writeFileSync(join(root, "main.ts"), 'import en from "./en.ts?icu";\nconsole.log(en);\n');
  const output = await build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins: [icuMessages()],
    build: { write: false, minify: false, rolldownOptions: { input: join(root, "main.ts") } },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (result === undefined || !("output" in result)) throw new Error("no build output");
  return result.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}

describe("icuMessages in a build", () => {
  it("ships the catalogue compiled", async () => {
    const code = await buildWith('  "button.retry": "Retry",\n  greet: "Hello, {name}",');
    expect(code).toContain('"button.retry": "Retry"');
    expect(code).not.toContain("Hello, {name}");
  });

  it("fails the build on a message with a syntax error, naming the key", async () => {
    await expect(buildWith('  "live.likes": "{count, plural, one {# like}",')).rejects.toThrow(/message "live\.likes" is not valid ICU/);
  });
});
