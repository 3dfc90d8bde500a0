import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoRedEnvelopeStates } from "./demo-tool-states";
import { RedEnvelopeCard } from "./RedEnvelopeCard";
import { StoryStates } from "./StoryStates";

const meta = {
  title: "Tools/Room/RedEnvelopeCard",
  component: RedEnvelopeCard,
  args: { state: demoRedEnvelopeStates["Open"]!, onGrab: () => undefined, onDismiss: () => undefined },
} satisfies Meta<typeof RedEnvelopeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An envelope with shares left and the Grab button. */
export const Default: Story = {};

/** Every state (open, grabbing, won, gone, failed) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={demoRedEnvelopeStates}
      locale={storyGlobals(globals).locale}
      render={(state) => <RedEnvelopeCard {...args} state={state} />}
    />
  ),
};
