import type { GoodsCard } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { storyGlobals } from "../../testing/story-globals";
import { StoryStates } from "../room-extras/StoryStates";
import { ExplainingGoodsCard } from "./ExplainingGoodsCard";

const headset: GoodsCard = {
  goodsId: "g1",
  title: "Livehall 降噪耳机 · Noise-cancelling headset",
  imageUrl: "/media/pictures/goods-headset.svg",
  priceCents: 59_900,
  url: "https://shop.example.com/headset",
};

/** A stand-in player (16:9, the positioned parent, as on the watch page). */
function Player({ children }: { readonly children: ReactNode }) {
  return (
    <div style={{ position: "relative", inlineSize: "32rem", maxInlineSize: "100%", aspectRatio: "16 / 9", background: "#1f2329" }}>
      {children}
    </div>
  );
}

const cards: Readonly<Record<string, { card: GoodsCard; link: string | null }>> = {
  "Over the player": { card: headset, link: headset.url },
  "No picture, no link": { card: { ...headset, imageUrl: "", url: "javascript:alert(1)" }, link: null },
};

const meta = {
  title: "Tools/Goods/ExplainingGoodsCard",
  component: ExplainingGoodsCard,
  args: { card: headset, link: headset.url, onClose: () => undefined },
} satisfies Meta<typeof ExplainingGoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The explained product in the player's top corner, small, with its close button. */
export const Default: Story = {
  render: (args) => (
    <Player>
      <ExplainingGoodsCard {...args} />
    </Player>
  ),
};

/** With and without picture and link × light/dark × Arabic (the card moves to the other corner). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={cards}
      locale={storyGlobals(globals).locale}
      render={(state) => (
        <Player>
          <ExplainingGoodsCard {...args} card={state.card} link={state.link} />
        </Player>
      )}
    />
  ),
};
