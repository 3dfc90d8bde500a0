import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_LANDING_EVENT } from "../notices/demo-notice-states";
import { VisitorNotice } from "../notices/VisitorNotice";
import { storyGlobals } from "../testing/story-globals";
import VisitorTicketDialog from "../tickets/VisitorTicketDialog";
import { StoryStates } from "../tools/room-extras/StoryStates";
import { DemoVisitorPass, demoVisitorStates } from "./demo-visitor-pass";

const meta = {
  title: "Landing/Visitor",
  component: VisitorNotice,
  args: { ...DEMO_LANDING_EVENT, configId: "event-10001-notice", channels: ["sms", "email"] },
} satisfies Meta<typeof VisitorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const free = { ticketId: "free-pass", name: "Free pass", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 };

/** A visitor's "remind me" (decision 0057): every state (ready, code sent, working, refusals, subscribed) × light/dark × Arabic. */
export const Reminder: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={demoVisitorStates}
      locale={storyGlobals(globals).locale}
      render={(state) => <VisitorNotice {...args} pass={new DemoVisitorPass(state)} />}
    />
  ),
};

/** A visitor's free ticket: the dialog with its code step and agreements, and the ticket taken. */
export const FreeTicket: Story = {
  render: (_args, { globals }) => (
    <StoryStates
      states={{ "Code sent by text": demoVisitorStates["Code sent by text"]!, "Ticket taken": demoVisitorStates["Ticket taken"]! }}
      locale={storyGlobals(globals).locale}
      render={(state) => (
        <VisitorTicketDialog event={DEMO_LANDING_EVENT} ticket={free} onClose={() => undefined} pass={new DemoVisitorPass(state)} />
      )}
    />
  ),
};
