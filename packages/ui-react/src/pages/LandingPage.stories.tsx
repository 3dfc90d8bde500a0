import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { LandingPage } from "./LandingPage";

const meta = {
  title: "Pages/LandingPage",
  component: LandingPage,
  args: { eventNumber: "10001" },
  parameters: { layout: "fullscreen", fakeStates: { resolveEvent: demoStates.resolvedEvent() } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const cases: readonly StateCase[] = [
  { name: "Loading", states: { resolveEvent: { status: "loading" } } },
  { name: "Ready", states: { resolveEvent: event } },
  { name: "Entering", states: { resolveEvent: event, enterEvent: { status: "loading" } } },
  { name: "Entering failed", states: { resolveEvent: event, enterEvent: { status: "error", messageKey: "error.networkTimeout" } } },
  { name: "Event failed to load", states: { resolveEvent: { status: "error", messageKey: "error.initFailed" } } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <LandingPage {...args} />}
    </StateGrid>
  ),
};
