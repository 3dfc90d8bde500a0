import type { GoodsCard } from "@livehall/application";
import { isGoodsLink } from "@livehall/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoGoodsStates } from "../room-extras/demo-tool-states";
import { StoryStates } from "../room-extras/StoryStates";
import { GoodsPanel } from "./GoodsPanel";

const linkOf = (card: GoodsCard): string | null => (isGoodsLink(card.url) ? card.url : null);

const meta = {
  title: "Tools/Goods/GoodsPanel",
  component: GoodsPanel,
  args: { state: demoGoodsStates["Explaining"]!, linkOf },
} satisfies Meta<typeof GoodsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards, the one being explained first and marked. */
export const Default: Story = {};

/** Every state (a javascript: link shows no link) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={demoGoodsStates}
      locale={storyGlobals(globals).locale}
      render={(state) => <GoodsPanel {...args} state={state} />}
    />
  ),
};
