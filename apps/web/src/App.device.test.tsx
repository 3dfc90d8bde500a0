// @vitest-environment happy-dom
import { demoStates } from "@livehall/ui-react/testing";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { closeAppAfterEach, eventually, openApp } from "./testing/render-app";

const PIXEL_7 = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const desktopAgent = window.navigator.userAgent;

function useAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true });
}

/** The demo event resolved, in English. */
const DEMO_IN_ENGLISH = { states: { resolveEvent: demoStates.resolvedEvent() }, locale: "en" } as const;

closeAppAfterEach();
afterEach(() => {
  useAgent(desktopAgent);
});

const here = (): string => `${window.location.pathname}${window.location.search}`;

describe("App fits the address to the device (§2 device prefixes, decision 0038)", () => {
  it("sends a desktop on a /mobile landing address to the desktop one, in the desktop event layout", async () => {
    await openApp("/mobile/event/10001/landing?x=1", DEMO_IN_ENGLISH);
    await eventually(() => {
      expect(here()).toBe("/event/10001/landing?x=1");
      expect(document.querySelector(".lh-event-layout--desktop nav a[data-tab='live']")).not.toBeNull();
    });
  });

  it("sends a phone to the /mobile address, with the mobile layout, also after the app's own navigation", async () => {
    useAgent(PIXEL_7);
    const { navigator } = await openApp("/event/10001/landing?x=1", DEMO_IN_ENGLISH);
    await eventually(() => {
      expect(here()).toBe("/mobile/event/10001/landing?x=1");
      expect(document.querySelector(".lh-event-layout--mobile .lh-event-bar__menu")).not.toBeNull();
    });
    act(() => {
      navigator.navigate("/event/10001/meeting/20002");
    });
    await eventually(() => {
      expect(here()).toBe("/mobile/event/10001/meeting/20002?x=1");
    });
  });

  it("leaves a phone on the desktop access page (it has no mobile form)", async () => {
    useAgent(PIXEL_7);
    await openApp("/mobile/event/10001/access", DEMO_IN_ENGLISH);
    await eventually(() => {
      expect(here()).toBe("/event/10001/access");
    });
  });
});
