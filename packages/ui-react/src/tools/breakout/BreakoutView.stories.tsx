import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { BREAKOUT_STATES } from "./breakout-states";
import { BreakoutView } from "./BreakoutView";

const meta = {
  title: "Tools/Breakout",
  component: BreakoutView,
  args: { state: BREAKOUT_STATES["assignedElsewhere"]!, onJoin: () => undefined, onReturn: () => undefined },
} satisfies Meta<typeof BreakoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Assigned to a breakout room while in the main room: "join my breakout room". */
export const Default: Story = {};

/** In one's breakout room, the organiser lets viewers go back. */
export const InRoomMayReturn: Story = { args: { state: BREAKOUT_STATES["inRoomMayReturn"]! } };

/** Every state, light and dark (the watch themes deep and light), in the toolbar's language and Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {Object.entries(BREAKOUT_STATES).map(([name, state]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <BreakoutView {...args} state={state} />}
        </StateGrid>
      ))}
    </>
  ),
};
