import { configure } from "@testing-library/react";

/**
 * `findBy…` and `waitFor` wait up to 10 s, not testing-library's 1 s. A dialog that loads when it
 * opens is a module import, and on a busy machine (`npm test` runs lint and the PostgreSQL pass beside
 * the suite) that import took longer than a second and failed the run. A test still fails when what
 * it waits for never appears. Loaded by the "ui" project's setup (vitest.setup-ui.ts).
 */
export function configureTestWaits(): void {
  configure({ asyncUtilTimeout: 10_000 });
}
