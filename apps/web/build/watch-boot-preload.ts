import type { Plugin } from "vite";

/** The inline script's marker line, replaced by the preload of the watch-boot chunk (decision 0025). */
export const WATCH_BOOT_PRELOAD_MARKER = "/* watch-boot-preload */";

/** The inline script's marker line on a landing path, replaced by the preload of the landing entry's chunks (decision 0044). */
export const LANDING_PRELOAD_MARKER = "/* landing-preload */";

/** What a built chunk tells the plugin: its file, its static imports and the modules it holds. */
interface ChunkInfo {
  readonly type: "chunk";
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
  /** The stylesheets Vite extracted from the chunk's modules. */
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The files of `entry` and of every chunk it imports statically (each once), entry first. */
export function staticClosure(entry: string, chunks: ReadonlyMap<string, { readonly imports: readonly string[] }>): string[] {
  const seen: string[] = [];
  const visit = (file: string): void => {
    if (seen.includes(file)) return;
    seen.push(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/**
 * The statement the inline script runs on a watch (or landing) path: one `<link rel="modulepreload">`
 * per script, one `<link rel="preload" as="style">` per stylesheet (Vite's loader adds the stylesheet
 * itself when the dynamic import runs; the preload only starts the download early).
 */
export function preloadStatement(base: string, files: readonly string[]): string {
  const hrefs = JSON.stringify(files.map((file) => base + file));
  return (
    `${hrefs}.forEach(function (href) { var link = document.createElement("link"); ` +
    `if (/\\.css$/.test(href)) { link.rel = "preload"; link.as = "style"; } else link.rel = "modulepreload"; ` +
    `link.href = href; link.crossOrigin = ""; document.head.appendChild(link); });`
  );
}

/**
 * The watch page's boot code (`src/boot/watch-boot.ts`) is a dynamic import of the entry, so that
 * other routes (the landing page) load no player code (issue 12 item 5). So that a watch page still
 * gets it in the entry's hop, this plugin writes the built chunk's URL and its static imports into
 * index.html's inline script at {@link WATCH_BOOT_PRELOAD_MARKER}, in the branch that recognises a
 * watch or meeting path: the browser preloads them at HTML parse time, beside the entry.
 * The server allows the inline script by the hash of its built text (http/security-headers.ts).
 */
export function watchBootPreload(moduleSuffix = "/src/boot/watch-boot.ts", marker = WATCH_BOOT_PRELOAD_MARKER, withCss = false): Plugin {
  let base = "/";
  return {
    name: `livehall:preload ${moduleSuffix}`,
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker} marker`);
        const bundle = context.bundle;
        if (bundle === undefined) return html.replace(marker, "");
        const chunks = new Map<string, ChunkInfo>();
        for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
        const watchBoot = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix) === true);
        if (watchBoot === undefined) throw new Error(`no chunk for ${moduleSuffix} in the bundle`);
        // The entry and its static imports load already (the module script and Vite's modulepreloads).
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const loaded = new Set(entry === undefined ? [] : staticClosure(entry.fileName, chunks));
        const files = staticClosure(watchBoot.fileName, chunks).filter((file) => !loaded.has(file));
        const css = withCss ? [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))] : [];
        return html.replace(marker, preloadStatement(base, [...files, ...css]));
      },
    },
  };
}
