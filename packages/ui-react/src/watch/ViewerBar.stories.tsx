import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoViewers, resolvedFor } from "../testing/demo-login-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { ViewerBar } from "./ViewerBar";

const meta = {
  title: "Watch/ViewerBar",
  component: ViewerBar,
  args: { eventNumber: "10001" },
  parameters: { fakeStates: { resolveEvent: resolvedFor(demoViewers.anonymous()) } },
} satisfies Meta<typeof ViewerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Anonymous viewer", states: { resolveEvent: resolvedFor(demoViewers.anonymous()) } },
  {
    name: "Anonymous viewer with the server's default name (localized 'audience' and its number)",
    states: { resolveEvent: resolvedFor({ ...demoViewers.anonymous(), anonymousNickname: "观众0423" }) },
  },
  {
    name: "Logged in without a nickname: the masked account",
    states: { resolveEvent: resolvedFor({ ...demoViewers.loggedIn(""), account: "dana@example.com" }) },
  },
  { name: "Logged in with neither nickname nor account: asked for one", states: { resolveEvent: resolvedFor(demoViewers.loggedIn("")) } },
  { name: "Logged in", states: { resolveEvent: resolvedFor(demoViewers.loggedIn("小明")) } },
  {
    name: "Logged in, nickname fixed by the event",
    states: { resolveEvent: resolvedFor(demoViewers.loggedIn("A very long nickname 20"), false) },
  },
  { name: "Viewer not known yet (nothing)", states: {} },
];

export const Default: Story = {};

/**
 * A phone's banner (under 48rem): the name and buttons behind one "Viewer" button; press it for
 * the panel under the banner (Escape closes it).
 */
export const NarrowBanner: Story = { parameters: { viewport: { defaultViewport: "mobile1" } } };

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <ViewerBar {...args} />}
    </StateGrid>
  ),
};
