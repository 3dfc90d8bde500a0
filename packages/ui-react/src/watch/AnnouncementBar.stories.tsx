import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnnouncementBar } from "./AnnouncementBar";

const meta = {
  title: "Watch/AnnouncementBar",
  component: AnnouncementBar,
  args: { announcement: { text: "欢迎来到 Livehall 演示活动 · Welcome to the Livehall demo", rolling: false } },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A still announcement. */
export const Default: Story = {};

/** A rolling announcement (still where the viewer prefers reduced motion). */
export const Rolling: Story = {
  args: { announcement: { text: "下午三点继续 · We resume at 3 pm — stay tuned for the lucky draw", rolling: true } },
};

/** A long announcement wraps. */
export const Long: Story = {
  args: { announcement: { text: "请注意：".concat("本场活动将于下午三点继续，届时将进行抽奖。".repeat(4)), rolling: false } },
};
