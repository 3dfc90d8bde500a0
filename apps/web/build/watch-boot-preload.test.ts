import { describe, expect, it } from "vitest";
import { preloadStatement, staticClosure } from "./watch-boot-preload";

describe("preloadStatement", () => {
  /** Runs the statement against a stand-in document head and returns the links it appended. */
  function linksOf(statement: string): { rel: string; as?: string; href: string; crossOrigin: string }[] {
    const appended: { rel: string; as?: string; href: string; crossOrigin: string }[] = [];
    const document = {
      createElement: () => ({ rel: "", href: "", crossOrigin: "" }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    };
    // The statement is the build's own output, run as index.html's inline script runs it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- that is the point: run the generated statement
    const run = new Function("document", statement) as (document: unknown) => void;
    run(document);
    return appended;
  }

  it("module-preloads every script and preloads every stylesheet as a style, same-origin credentials", () => {
    expect(linksOf(preloadStatement("/", ["assets/start-landing-1.js", "assets/LandingPage-2.css"]))).toEqual([
      { rel: "modulepreload", href: "/assets/start-landing-1.js", crossOrigin: "" },
      { rel: "preload", as: "style", href: "/assets/LandingPage-2.css", crossOrigin: "" },
    ]);
  });
});

describe("staticClosure", () => {
  it("lists a chunk and everything it imports statically, each once, the chunk first", () => {
    const chunks = new Map([
      ["a.js", { imports: ["b.js", "c.js"] }],
      ["b.js", { imports: ["c.js"] }],
      ["c.js", { imports: ["a.js"] }],
    ]);
    expect(staticClosure("a.js", chunks)).toEqual(["a.js", "b.js", "c.js"]);
  });
});
