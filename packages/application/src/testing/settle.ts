/**
 * Lets every promise chain that is already under way run to its end (a few dozen microtask
 * turns), for tests that drive a FakeClock: the clock fires a callback, the callback's call to a
 * scripted fake resolves, and the use-case schedules its next step.
 */
export async function settle(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await Promise.resolve();
}
