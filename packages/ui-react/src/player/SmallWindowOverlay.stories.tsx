import type { Meta, StoryObj } from "@storybook/react-vite";
import { SmallWindowOverlay } from "./SmallWindowOverlay";

const meta = {
  title: "Components/SmallWindowOverlay",
  component: SmallWindowOverlay,
  args: { status: "playing", onPause: () => undefined },
} satisfies Meta<typeof SmallWindowOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shows only when the viewport is under 200 × 150 px: resize the Storybook viewport (or open the
 * story in a small window) to see the overlay with the Chinese message; in ar it adds the Arabic one.
 */
export const InASmallWindow: Story = {};
