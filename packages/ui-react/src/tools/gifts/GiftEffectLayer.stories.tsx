import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoGiftSent } from "../room-extras/demo-tool-states";
import { StoryStates } from "../room-extras/StoryStates";
import { GiftEffectLayer } from "./GiftEffectLayer";

const meta = {
  title: "Tools/Gifts/GiftEffectLayer",
  component: GiftEffectLayer,
  args: { effects: [demoGiftSent(1, "float"), demoGiftSent(2, "burst", "小明"), demoGiftSent(3, "rain", "محمد")], reducedMotion: false },
} satisfies Meta<typeof GiftEffectLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A (dark) player under the layer; AllStates draws its own per state, below each state's heading. */
const overPlayer: NonNullable<Story["decorators"]> = [
  (Story) => (
    <div style={{ position: "relative", blockSize: "16rem", background: "#222" }}>
      <Story />
    </div>
  ),
];

/** The three effects animating over a (dark) player. */
export const Animated: Story = { decorators: overPlayer };

/** prefers-reduced-motion: reduce — still notices, no movement. */
export const ReducedMotion: Story = { args: { reducedMotion: true }, decorators: overPlayer };

/** Both motion settings × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={{ Animated: false, "Reduced motion": true }}
      locale={storyGlobals(globals).locale}
      render={(reducedMotion) => (
        <div style={{ position: "relative", blockSize: "12rem", background: "#222" }}>
          <GiftEffectLayer {...args} reducedMotion={reducedMotion} />
        </div>
      )}
    />
  ),
};
