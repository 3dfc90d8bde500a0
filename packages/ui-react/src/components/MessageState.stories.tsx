import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageState } from "./MessageState";

const meta = {
  title: "Components/MessageState",
  component: MessageState,
  args: { heading: "页面不存在", message: "您访问的页面不存在" },
} satisfies Meta<typeof MessageState>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
