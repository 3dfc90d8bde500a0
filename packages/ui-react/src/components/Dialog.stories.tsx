import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  args: { title: "登录", onClose: () => undefined, children: <p>对话框内容</p> },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A warning the viewer acknowledges (role="alertdialog"). */
export const Warning: Story = {
  args: {
    role: "alertdialog",
    title: "账号已绑定",
    children: (
      <>
        <p>该微信账号已绑定其他账号</p>
        <Button>知道了</Button>
      </>
    ),
  },
};
