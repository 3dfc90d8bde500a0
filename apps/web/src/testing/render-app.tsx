import { APP_TOKENS } from "@livehall/application";
import { RouterNavigator, type Locale } from "@livehall/ui-react";
import { createFakeServices, PreviewProviders, type FakeServices, type FakeStates } from "@livehall/ui-react/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import { App } from "../App";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** The app as a test opened it: the fake use-cases and the real RouterNavigator it navigates with. */
export interface OpenedApp {
  readonly services: FakeServices;
  readonly navigator: RouterNavigator;
}

export interface OpenAppOptions {
  /** The fakes' states; the room stays opening ({ status: "loading" }) unless given. */
  readonly states?: FakeStates;
  readonly locale?: Locale;
}

/** Waits for `check` to pass, inside act so lazy pages and effects settle as in a browser. */
export async function eventually(check: () => void): Promise<void> {
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

/**
 * Renders the whole App at `url` (in the test's document) with fake use-cases and the real
 * RouterNavigator, in the light theme and (unless told) Simplified Chinese. Tests that call it
 * register {@link closeAppAfterEach} once.
 */
export async function openApp(url: string, options: OpenAppOptions = {}): Promise<OpenedApp> {
  window.history.replaceState(null, "", url);
  const services = createFakeServices({ openRoom: { status: "loading" }, ...options.states });
  const navigator = new RouterNavigator();
  services.container.unbind(APP_TOKENS.Navigator);
  services.container.bind(APP_TOKENS.Navigator).toConstantValue(navigator);
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  await act(async () => {
    root?.render(
      <PreviewProviders container={services.container} locale={options.locale ?? "zh-Hans"} theme="light">
        <App />
      </PreviewProviders>,
    );
    await Promise.resolve();
  });
  return { services, navigator };
}

/** Unmounts the app after each test and puts the address back at "/". */
export function closeAppAfterEach(): void {
  afterEach(() => {
    act(() => {
      root?.unmount();
    });
    root = null;
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });
}
