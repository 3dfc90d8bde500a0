import { fitPathToDevice, type DeviceKind } from "@livehall/domain";
import { detectDevice } from "@livehall/infrastructure/device";
import { useLayoutEffect } from "react";
import { navigate } from "wouter/use-browser-location";

/** The viewer's device (user agent and touch points, decision 0038): a regular expression or two, cheap per render. */
export function viewerDevice(): DeviceKind {
  return detectDevice(window.navigator);
}

/**
 * Where the current address should go to fit the device (§2 device prefixes), or null. The boot
 * path (boot/boot.ts) fits the first address before any page code loads; this catches the app's
 * own navigations (the pages build desktop paths: a phone's join goes to `/mobile/…/watch`).
 */
export function deviceRedirect(): string | null {
  return fitPathToDevice(window.location, viewerDevice());
}

/** Replaces the address by the device's one (no history entry, so Back never returns to the other site's form). */
export function DeviceRedirect({ to }: { readonly to: string }) {
  useLayoutEffect(() => {
    navigate(to, { replace: true, state: window.history.state as unknown });
  }, [to]);
  return null;
}
