import { configure } from "@testing-library/react";
import { TEST_WAIT_MS } from "./test-wait";

/** `findBy…` and `waitFor` wait {@link TEST_WAIT_MS}. Loaded by the "ui" project's set-up (vitest.setup-ui.ts). */
export function configureTestWaits(): void {
  configure({ asyncUtilTimeout: TEST_WAIT_MS });
}
