import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { demoFeedPosts } from "./demo-tool-states";
import { FeedStrip } from "./FeedStrip";
import { StoryStates } from "./StoryStates";

const meta = {
  title: "Tools/Room/FeedStrip",
  component: FeedStrip,
  args: { posts: demoFeedPosts },
} satisfies Meta<typeof FeedStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text-live lines and topic posts in two tabs under the player. */
export const Default: Story = {};

/** Both kinds, topics only (the text-live tab empty) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <StoryStates
      states={{ "Both kinds": demoFeedPosts, "Topics only": demoFeedPosts.filter((post) => post.kind === "topic") }}
      locale={storyGlobals(globals).locale}
      render={(posts) => <FeedStrip posts={posts} />}
    />
  ),
};
