import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { LINK_STATES } from "./share-states";
import { LinkView } from "./LinkView";

const meta = {
  title: "Tools/Link",
  component: LinkView,
  args: { state: LINK_STATES["idle"]!, onCopy: () => undefined, onCopiedByHand: () => undefined },
} satisfies Meta<typeof LinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link with the viewer as sharer, ready to copy. */
export const Default: Story = {};

/** The browser refused the Clipboard API: the link is selected to copy by hand. */
export const Refused: Story = { args: { state: LINK_STATES["refused"]! } };

/** Every state, light and dark, in the toolbar's language and Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {Object.entries(LINK_STATES).map(([name, state]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <LinkView {...args} state={state} />}
        </StateGrid>
      ))}
    </>
  ),
};
