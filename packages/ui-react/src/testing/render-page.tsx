import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { createFakeServices, type FakeServices, type FakeStates } from "./fake-services";
import { PreviewProviders } from "./PreviewProviders";

/** Renders `ui` with fake services (made from the given states, or given ready-made), for ui-react tests. */
export function renderWithServices(
  ui: ReactNode,
  given: FakeStates | FakeServices = {},
  locale: Locale = "zh-Hans",
): RenderResult & { services: FakeServices } {
  const services = "container" in given ? given : createFakeServices(given);
  const result = render(
    <PreviewProviders container={services.container} locale={locale} theme="light">
      {ui}
    </PreviewProviders>,
  );
  return { ...result, services };
}
