import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { EventLayout } from "./EventLayout";
import { layoutStates } from "./story-states";
import { StoryPage } from "./StoryPage";

const meta = {
  title: "Layout/EventLayout",
  component: EventLayout,
  args: { eventNumber: "10001", current: { page: "watch", roomNumber: "20001" }, children: <StoryPage /> },
  parameters: { layout: "fullscreen", fakeStates: layoutStates.defaults },
} satisfies Meta<typeof EventLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar with the event's name (no logo) and the live and meeting tabs, the live one current. */
export const TopBarWithoutLogo: Story = {};
export const TopBarWithLogo: Story = { parameters: { fakeStates: layoutStates.withLogo } };
export const TopBarOff: Story = { parameters: { fakeStates: layoutStates.noTopBar } };
export const Dark: Story = { globals: { theme: "dark" } };
export const Arabic: Story = { globals: { locale: "ar" } };

const cases: readonly StateCase[] = [
  { name: "Event loading", states: layoutStates.eventLoading },
  { name: "Top bar without logo", states: layoutStates.defaults },
  { name: "Top bar with logo", states: layoutStates.withLogo },
  { name: "Top bar off", states: layoutStates.noTopBar },
];

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <EventLayout {...args} />}
    </StateGrid>
  ),
};
