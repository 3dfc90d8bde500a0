import type { Meta, StoryObj } from "@storybook/react-vite";
import { LikeButton } from "./LikeButton";

const meta = {
  title: "Watch/LikeButton",
  component: LikeButton,
  args: { eventNumber: "10001" },
  parameters: { fakeStates: { likes: 128 } },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room's total; a tap goes through the (fake) anonymous interception. */
export const Default: Story = {};

/** Over 10000 likes shown in thousands (§9). */
export const ManyLikes: Story = { parameters: { fakeStates: { likes: 12_345 } } };

/** Before the total is known. */
export const Unknown: Story = { parameters: { fakeStates: { likes: null } } };
