import { afterAll } from "vitest";

// The server suite's PostgreSQL pass (LIVEHALL_TEST_DB=postgres): schemas kept for restarts on one
// data folder are dropped once the file's tests are done.
afterAll(async () => {
  if (process.env["LIVEHALL_TEST_DB"] !== "postgres") return;
  const { dropKeptTestSchemas } = await import("./apps/server/src/testing/test-database");
  await dropKeptTestSchemas();
});
