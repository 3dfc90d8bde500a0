import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { EntryPage } from "./EntryPage";

const meta = {
  title: "Pages/EntryPage",
  component: EntryPage,
  args: { eventNumber: "10001" },
  parameters: { layout: "fullscreen", fakeStates: { enterEvent: { status: "loading" } } },
} satisfies Meta<typeof EntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Entering", states: { enterEvent: { status: "loading" } } },
  { name: "Entering a known event", states: { resolveEvent: demoStates.resolvedEvent(), enterEvent: { status: "loading" } } },
  { name: "Invalid event", states: { enterEvent: { status: "error", messageKey: "error.invalidEvent" } } },
  { name: "Network timeout", states: { enterEvent: { status: "error", messageKey: "error.networkTimeout" } } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <EntryPage {...args} />}
    </StateGrid>
  ),
};
