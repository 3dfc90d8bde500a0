import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_LANDING_EVENT, demoTicketStates } from "../notices/demo-notice-states";
import { storyGlobals } from "../testing/story-globals";
import { StoryStates } from "../tools/room-extras/StoryStates";
import { TicketsPanel } from "./TicketsPanel";

const meta = {
  title: "Landing/TicketsPanel",
  component: TicketsPanel,
  args: { state: demoTicketStates["On sale (development payment)"]!, event: DEMO_LANDING_EVENT, onTake: () => undefined },
} satisfies Meta<typeof TicketsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free and a charged ticket with the development-payment notice ("no money is taken"). */
export const Default: Story = {};

/** Every state (sale, stock, pay and review states in words; a visitor's list) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={demoTicketStates}
      locale={storyGlobals(globals).locale}
      render={(state) => <TicketsPanel {...args} state={state} />}
    />
  ),
};
