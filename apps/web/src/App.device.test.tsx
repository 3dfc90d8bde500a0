// @vitest-environment happy-dom
import { APP_TOKENS } from "@livehall/application";
import { RouterNavigator } from "@livehall/ui-react";
import { createFakeServices, demoStates, PreviewProviders } from "@livehall/ui-react/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "./App";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PIXEL_7 = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const desktopAgent = window.navigator.userAgent;
let root: Root | null = null;

function useAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true });
}

async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 100) throw error;
    }
  }
}

/** Renders the app at `url` with fake use-cases (the demo event resolved) and the real RouterNavigator. */
async function openApp(url: string): Promise<RouterNavigator> {
  window.history.replaceState(null, "", url);
  const services = createFakeServices({ resolveEvent: demoStates.resolvedEvent(), openRoom: { status: "loading" } });
  const navigator = new RouterNavigator();
  services.container.unbind(APP_TOKENS.Navigator);
  services.container.bind(APP_TOKENS.Navigator).toConstantValue(navigator);
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  await act(async () => {
    root?.render(
      <PreviewProviders container={services.container} locale="en" theme="light">
        <App />
      </PreviewProviders>,
    );
    await Promise.resolve();
  });
  return navigator;
}

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = "";
  useAgent(desktopAgent);
  window.history.replaceState(null, "", "/");
});

const here = (): string => `${window.location.pathname}${window.location.search}`;

describe("App fits the address to the device (§2 device prefixes, decision 0038)", () => {
  it("sends a desktop on a /mobile landing address to the desktop one, in the desktop event layout", async () => {
    await openApp("/mobile/event/10001/landing?x=1");
    await eventually(() => {
      expect(here()).toBe("/event/10001/landing?x=1");
      expect(document.querySelector(".lh-event-layout--desktop nav a[data-tab='live']")).not.toBeNull();
    });
  });

  it("sends a phone to the /mobile address, with the mobile layout, also after the app's own navigation", async () => {
    useAgent(PIXEL_7);
    const navigator = await openApp("/event/10001/landing?x=1");
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
    await openApp("/mobile/event/10001/access");
    await eventually(() => {
      expect(here()).toBe("/event/10001/access");
    });
  });
});
