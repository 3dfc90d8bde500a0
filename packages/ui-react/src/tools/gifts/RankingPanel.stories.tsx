import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoRankingStates } from "../room-extras/demo-tool-states";
import { StoryStates } from "../room-extras/StoryStates";
import { RankingPanel } from "./RankingPanel";

const meta = {
  title: "Tools/Gifts/RankingPanel",
  component: RankingPanel,
  args: { state: demoRankingStates["With invitations"]! },
} satisfies Meta<typeof RankingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked by gifts and by invitations (sharing on); equal values share a rank. */
export const Default: Story = {};

/** Every state × light/dark × Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <StoryStates states={demoRankingStates} locale={storyGlobals(globals).locale} render={(state) => <RankingPanel state={state} />} />
  ),
};
