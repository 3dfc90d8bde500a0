/**
 * How long a test waits for what appears after a module load or a server push: 10 s, not the
 * libraries' 1 s. `npm test` runs lint and the PostgreSQL pass beside the suite, and on that busy
 * machine a dialog loaded on opening took longer than a second (decision 0048). A test still fails
 * when what it waits for never appears.
 */
export const TEST_WAIT_MS = 10_000;
