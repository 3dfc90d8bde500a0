import type { LuckyDraw, LuckyDrawState } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { ToolCardGrid, type ToolCardCase } from "../ToolCardGrid";
import { LuckyDrawCard } from "./LuckyDrawCard";

const ME = "u-me";
const draw: LuckyDraw = {
  drawId: "draw-1",
  title: "Conference mug",
  from: "present",
  winnerCount: 3,
  status: "drawn",
  eligibleCount: 128,
  rollNames: ["Ada", "Bo", "Chen Wei", "Dalia", "Émile", "فاطمة"],
  winners: [
    { viewerId: "u-1", nickname: "Ada" },
    { viewerId: ME, nickname: "Me" },
    { viewerId: "u-3", nickname: "Chen Wei" },
  ],
};
const base: LuckyDrawState = { draw, rolling: false, won: false, claim: "none", error: null };
const states: Record<string, LuckyDrawState> = {
  "No draw yet": { ...base, draw: null },
  Rolling: { ...base, rolling: true },
  "Drawn: another viewer won": { ...base, draw: { ...draw, winners: draw.winners.filter((winner) => winner.viewerId !== ME) } },
  "Drawn: you won, the claim form": { ...base, won: true, claim: "open" },
  "Claim form: bad phone": { ...base, won: true, claim: "open", error: "luckyDraw.claim.invalid.phone" },
  "Claim form: sending": { ...base, won: true, claim: "sending" },
  "Claim refused: the draw ended": { ...base, won: true, claim: "open", error: "tool.error.closed" },
  Claimed: { ...base, won: true, claim: "claimed" },
  "Nobody eligible": { ...base, draw: { ...draw, winners: [], eligibleCount: 0 } },
  "Ended (commenters' draw)": { ...base, draw: { ...draw, status: "ended", from: "commented" } },
};
const noop = () => undefined;

const meta = {
  title: "Tools/LuckyDrawCard",
  component: LuckyDrawCard,
  args: { state: base, viewerId: ME, onClaim: noop },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "22rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LuckyDrawCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Winners named; the viewer did not win. */
export const Drawn: Story = { args: { state: states["Drawn: another viewer won"]! } };
/** The roll (names change; still with reduced motion). */
export const Rolling: Story = { args: { state: states["Rolling"]! } };
/** A winner's claim form. */
export const YouWon: Story = { args: { state: states["Drawn: you won, the claim form"]! } };

const cases: readonly ToolCardCase[] = Object.entries(states).map(([name, state]) => ({
  name,
  render: () => <LuckyDrawCard state={state} viewerId={ME} onClaim={noop} />,
}));

/** Every state, light and deep (dark), in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (_args, { globals }) => <ToolCardGrid cases={cases} locale={storyGlobals(globals).locale} />,
};
