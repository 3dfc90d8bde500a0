import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadingState } from "./LoadingState";

const meta = {
  title: "Components/LoadingState",
  component: LoadingState,
  args: { label: "正在进入活动…" },
} satisfies Meta<typeof LoadingState>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
