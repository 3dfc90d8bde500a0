import { useMemo, type ReactNode } from "react";
import { directionOf, type Locale } from "../i18n/locales";
import type { Theme } from "../theme/choose-theme";
import { createFakeServices, type FakeStates } from "./fake-services";
import { PreviewProviders } from "./PreviewProviders";
import "./StateGrid.css";

/** One state of a screen: a name for the caption and the fake use-cases' states. */
export interface StateCase {
  readonly name: string;
  readonly states: FakeStates;
}

export interface StateGridProps {
  readonly cases: readonly StateCase[];
  /** The toolbar's language; every state is also shown in Arabic (right to left). */
  readonly locale: Locale;
  /** Renders the screen; called once per state, theme and language. */
  readonly children: () => ReactNode;
}

/**
 * Storybook's "AllStates": every state of a screen side by side, in the light and dark themes,
 * in the toolbar's language and in Arabic. Each frame carries its own data-theme, lang and dir.
 */
export function StateGrid({ cases, locale, children }: StateGridProps) {
  const services = useMemo(() => cases.map((entry) => createFakeServices(entry.states)), [cases]);
  const variants: readonly { readonly theme: Theme; readonly locale: Locale }[] = [
    { theme: "light", locale },
    { theme: "dark", locale },
    { theme: "light", locale: "ar" },
    { theme: "dark", locale: "ar" },
  ];
  return (
    <div className="lh-grid">
      {cases.map((entry, index) => (
        <section key={entry.name} className="lh-grid__row" aria-label={entry.name}>
          <h2 className="lh-grid__name">{entry.name}</h2>
          <div className="lh-grid__frames">
            {variants.map((variant) => (
              <figure
                key={`${variant.theme}-${variant.locale}`}
                className="lh-grid__frame"
                data-theme={variant.theme}
                lang={variant.locale}
                dir={directionOf(variant.locale)}
              >
                <figcaption className="lh-grid__caption">{`${variant.theme} · ${variant.locale}`}</figcaption>
                <PreviewProviders
                  container={services[index]?.container ?? createFakeServices().container}
                  locale={variant.locale}
                  theme={variant.theme}
                  applyToDocument={false}
                >
                  {children()}
                </PreviewProviders>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
