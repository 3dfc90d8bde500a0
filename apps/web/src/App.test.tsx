// @vitest-environment happy-dom
import { APP_TOKENS } from "@livehall/application";
import { RouterNavigator } from "@livehall/ui-react";
import { createFakeServices, PreviewProviders } from "@livehall/ui-react/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "./App";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Waits for `check` to pass, inside act so lazy pages and effects settle as in a browser. */
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

/** Renders the app at `url` with fake use-cases and the real RouterNavigator. */
async function openApp(url: string) {
  window.history.replaceState(null, "", url);
  const services = createFakeServices({ openRoom: { status: "loading" } });
  services.container.unbind(APP_TOKENS.Navigator);
  services.container.bind(APP_TOKENS.Navigator).toConstantValue(new RouterNavigator());
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  await act(async () => {
    root?.render(<PreviewProviders container={services.container} locale="zh-Hans" theme="light"><App /></PreviewProviders>);
    await Promise.resolve();
  });
  return services;
}

afterEach(() => {
  act(() => { root?.unmount(); });
  root = null;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("App routes", () => {
  it("sends an unknown path to /noFound, keeping the query", async () => {
    await openApp("/no/such/page?lang=en&utm=x");
    await eventually(() => { expect(window.location.pathname).toBe("/noFound"); });
    expect(window.location.search).toBe("?lang=en&utm=x");
    await eventually(() => { expect(document.querySelector("h1")?.textContent).toBe("页面不存在"); });
  });

  it.each([["/event/10001/"], ["/event/10001"]])("enters the event at %s", async (url) => {
    const services = await openApp(url);
    await eventually(() => { expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: undefined }]); });
  });

  it("opens the room of a watch URL", async () => {
    const services = await openApp("/event/10001/watch/20001?lang=en");
    await eventually(() => { expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20001" }]); });
  });

  it("reads originUrl on /pageError", async () => {
    await openApp("/pageError?originUrl=%2Fevent%2F10001%2F");
    await eventually(() => { expect(document.querySelector("a[href='/event/10001/']")).not.toBeNull(); });
  });
});
