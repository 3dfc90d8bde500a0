import type { Decorator } from "@storybook/react-vite";
import { useMemo, type ReactNode } from "react";
import type { FakeStates } from "./fake-services";
import { createFakeServices } from "./fake-services";
import { PreviewProviders } from "./PreviewProviders";
import { storyGlobals } from "./story-globals";

/**
 * Storybook's decorator: every story renders inside an inversify container of fake use-cases
 * (states from the story's `parameters.fakeStates`, idle otherwise), the I18nProvider and the
 * ThemeProvider, with the language and theme of the toolbar.
 */
export const withServices: Decorator = (Story, context) => {
  const { locale, theme } = storyGlobals(context.globals);
  return (
    <StoryServices storyId={context.id} states={(context.parameters.fakeStates ?? {}) as FakeStates} locale={locale} theme={theme}>
      <Story />
    </StoryServices>
  );
};

interface StoryServicesProps {
  readonly storyId: string;
  readonly states: FakeStates;
  readonly locale: ReturnType<typeof storyGlobals>["locale"];
  readonly theme: ReturnType<typeof storyGlobals>["theme"];
  readonly children: ReactNode;
}

/** One container per story, kept while the toolbar changes language or theme. */
function StoryServices({ storyId, states, locale, theme, children }: StoryServicesProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new story (id) means new fakes; `states` belong to it
  const services = useMemo(() => createFakeServices(states), [storyId]);
  return (
    <PreviewProviders container={services.container} locale={locale} theme={theme}>
      {children}
    </PreviewProviders>
  );
}
