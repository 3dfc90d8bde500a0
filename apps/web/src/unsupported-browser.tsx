import { browserSupport, OUTSIDE_EVENT_LANGUAGES, type BrowserDevice } from "@livehall/domain";
import { detectLanguage, I18nProvider, loadCatalog, ThemeProvider } from "@livehall/ui-react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** The device whose working browsers to name when this browser is refused (§5), or null when it may use the app. */
export function refusedDevice(browser: Pick<Navigator, "userAgent" | "maxTouchPoints">): BrowserDevice | null {
  const verdict = browserSupport({ userAgent: browser.userAgent, maxTouchPoints: browser.maxTouchPoints });
  return verdict.supported ? null : verdict.device;
}

/**
 * Renders the unsupported-browser page instead of the app (decision 0037): no container, no API
 * call, no page code — only the page's own chunk and the viewer's message catalogue.
 */
export async function showUnsupportedBrowser(mountPoint: HTMLElement, device: BrowserDevice): Promise<void> {
  const [{ UnsupportedBrowserPage }] = await Promise.all([
    import("@livehall/ui-react/pages/UnsupportedBrowserPage"),
    // A page outside any event: §5 without event settings, so the browser's language counts.
    loadCatalog(detectLanguage(OUTSIDE_EVENT_LANGUAGES)).catch(() => undefined),
  ]);
  createRoot(mountPoint).render(
    <StrictMode>
      <I18nProvider eventLanguages={OUTSIDE_EVENT_LANGUAGES}>
        <ThemeProvider>
          <UnsupportedBrowserPage device={device} />
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
