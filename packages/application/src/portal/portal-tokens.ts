import { token } from "../service-identifier";
import type { BrowserFingerprintSource, PortalApi } from "./ports";
import type { PortalPageService } from "./services";

/** The portal's service identifiers (bound in the composition root; Storybook hands in its own). */
export const PORTAL_TOKENS = {
  PortalApi: token<PortalApi>("PortalApi"),
  BrowserFingerprint: token<BrowserFingerprintSource>("BrowserFingerprint"),
  PortalPage: token<PortalPageService>("PortalPage"),
} as const;
