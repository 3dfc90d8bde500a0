import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoGiftStates } from "../room-extras/demo-tool-states";
import { StoryStates } from "../room-extras/StoryStates";
import { GiftPanel } from "./GiftPanel";

const meta = {
  title: "Tools/Gifts/GiftPanel",
  component: GiftPanel,
  args: { state: demoGiftStates["Development payment"]!, onSend: () => undefined },
} satisfies Meta<typeof GiftPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gift list with the development-payment notice ("no money is taken"). */
export const Default: Story = {};

/** Every state (loading, development payment, sending, send failed, payment unavailable, load failed) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates states={demoGiftStates} locale={storyGlobals(globals).locale} render={(state) => <GiftPanel {...args} state={state} />} />
  ),
};
