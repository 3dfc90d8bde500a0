import type { ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { StateGrid } from "../testing/StateGrid";

/** One state of a tool card for Storybook: its name and how to render it. */
export interface ToolCardCase {
  readonly name: string;
  readonly render: () => ReactNode;
}

/**
 * Storybook's "AllStates" for cards driven by props (the lucky draw, quiz and check-in): each
 * case in a {@link StateGrid} row of its own, so every state shows in the light and deep (dark)
 * themes, in the toolbar's language and in Arabic (right to left).
 */
export function ToolCardGrid({ cases, locale }: { readonly cases: readonly ToolCardCase[]; readonly locale: Locale }) {
  return (
    <>
      {cases.map((entry) => (
        <StateGrid key={entry.name} cases={[{ name: entry.name, states: {} }]} locale={locale}>
          {() => <div style={{ maxInlineSize: "22rem" }}>{entry.render()}</div>}
        </StateGrid>
      ))}
    </>
  );
}
