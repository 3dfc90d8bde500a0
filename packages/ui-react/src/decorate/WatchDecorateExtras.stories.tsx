import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { HomeScreenHint } from "./HomeScreenHint";
import { LiveCountdownNotice } from "./LiveCountdownNotice";
import { ViewerAvatar } from "./ViewerAvatar";

const START = Date.UTC(2026, 11, 1, 1, 0, 0);
const IPHONE_SAFARI = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  maxTouchPoints: 5,
};
const fixed = (at: number) => () => at;

/** The watch decorate's smaller parts (decision 0046): avatars, the live countdown and the home-screen hint. */
const meta = {
  title: "Decorate/WatchDecorateExtras",
  component: LiveCountdownNotice,
  args: { startTime: START, remainSeconds: 600, liveStatus: 1, now: fixed(START - 125_000) },
} satisfies Meta<typeof LiveCountdownNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 min 5 s before the start, inside a 10-minute window. */
export const Countdown: Story = {};

/** The start has passed and the stream has not begun. */
export const AboutToStart: Story = { args: { now: fixed(START + 3000) } };

const cases: readonly (readonly [string, () => ReactNode])[] = [
  ["Countdown", () => <LiveCountdownNotice startTime={START} remainSeconds={600} liveStatus={1} now={fixed(START - 125_000)} />],
  [
    "Countdown over an hour",
    () => <LiveCountdownNotice startTime={START} remainSeconds={86_400} liveStatus={1} now={fixed(START - 3_723_000)} />,
  ],
  ["About to start", () => <LiveCountdownNotice startTime={START} remainSeconds={600} liveStatus={1} now={fixed(START + 3000)} />],
  [
    "Home-screen hint (iPhone Safari)",
    () => <HomeScreenHint eventNumber="story" offered iconUrl="" client={IPHONE_SAFARI} standalone={false} />,
  ],
  [
    "Avatars: letter, CJK, Arabic",
    () => (
      <span style={{ display: "inline-flex", gap: "0.5rem", alignItems: "center" }}>
        <ViewerAvatar name="Ada" />
        <ViewerAvatar name="王小明" />
        <ViewerAvatar name="ليلى" />
        <ViewerAvatar name="Grace" size="sm" />
      </span>
    ),
  ],
];

/** Every part side by side, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <>
      {cases.map(([name, render]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {render}
        </StateGrid>
      ))}
    </>
  ),
};
