import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { NoAccessPage } from "./NoAccessPage";

const meta = {
  title: "Pages/NoAccessPage",
  component: NoAccessPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof NoAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "No event known", states: {} },
  { name: "After an event was resolved", states: { resolveEvent: demoStates.resolvedEvent() } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <NoAccessPage />}
    </StateGrid>
  ),
};
