import "reflect-metadata";
import { afterAll } from "vitest";
import { registerAllCatalogs } from "./packages/ui-react/src/i18n/all-catalogs";

// The app loads message catalogues on demand; tests render any language synchronously instead.
registerAllCatalogs();

// The server suite's PostgreSQL pass (LIVEHALL_TEST_DB=postgres): schemas kept for restarts on one
// data folder are dropped once the file's tests are done.
afterAll(async () => {
  if (process.env["LIVEHALL_TEST_DB"] !== "postgres") return;
  const { dropKeptTestSchemas } = await import("./apps/server/src/testing/test-database");
  await dropKeptTestSchemas();
});
