import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Loadable, ResolvedEvent } from "@livehall/application";
import type { LanguageConfig } from "@livehall/domain";
import { demoFixtures } from "@livehall/application/testing";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { EventLanguageSwitcher } from "./EventLanguageSwitcher";

/** The demo event resolved with these language settings. */
function resolvedWith(changes: Partial<LanguageConfig>): Loadable<ResolvedEvent> {
  const resolved = demoStates.resolvedEvent();
  if (resolved.status !== "ready") return resolved;
  return { ...resolved, value: { ...resolved.value, languages: { ...demoFixtures.languageConfig(), ...changes } } };
}

const meta = {
  title: "Components/EventLanguageSwitcher",
  component: EventLanguageSwitcher,
  parameters: { fakeStates: { resolveEvent: resolvedWith({}) } },
} satisfies Meta<typeof EventLanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo event: four languages, switching open (the toolbar's language is shown). */
export const FourLanguages: Story = {};

/** The organiser's languageSort puts Arabic and English first. */
export const Sorted: Story = { parameters: { fakeStates: { resolveEvent: resolvedWith({ languageSort: ["ar", "en"] }) } } };

/** Two languages. */
export const TwoLanguages: Story = { parameters: { fakeStates: { resolveEvent: resolvedWith({ optionalLanguages: ["zh-Hans", "en"] }) } } };

/** Switching closed by the organiser: nothing shows (§5). */
export const SwitchClosed: Story = { parameters: { fakeStates: { resolveEvent: resolvedWith({ switchClosed: true }) } } };

const cases: readonly StateCase[] = [
  { name: "Before the event resolves (hidden)", states: {} },
  { name: "Four languages", states: { resolveEvent: resolvedWith({}) } },
  { name: "Two languages", states: { resolveEvent: resolvedWith({ optionalLanguages: ["zh-Hans", "en"] }) } },
  { name: "Switching closed (hidden)", states: { resolveEvent: resolvedWith({ switchClosed: true }) } },
  { name: "One language (hidden)", states: { resolveEvent: resolvedWith({ optionalLanguages: ["en"] }) } },
];

/** Every state, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <EventLanguageSwitcher />}
    </StateGrid>
  ),
};
