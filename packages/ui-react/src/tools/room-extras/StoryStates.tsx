import type { ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { StateGrid } from "../../testing/StateGrid";

export interface StoryStatesProps<T> {
  /** Each state by its name. */
  readonly states: Readonly<Record<string, T>>;
  readonly locale: Locale;
  readonly render: (state: T) => ReactNode;
}

/**
 * Every state of a presentational view, each in the light and dark (deep) themes, in the toolbar's
 * language and in Arabic (right to left), through the shared StateGrid.
 */
export function StoryStates<T>({ states, locale, render }: StoryStatesProps<T>) {
  return (
    <>
      {Object.entries(states).map(([name, state]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={locale}>
          {() => render(state)}
        </StateGrid>
      ))}
    </>
  );
}
