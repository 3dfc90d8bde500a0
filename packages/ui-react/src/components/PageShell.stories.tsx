import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageShell } from "./PageShell";

const meta = {
  title: "Components/PageShell",
  component: PageShell,
  args: { brand: "Livehall 演示活动", children: <p>Page content</p> },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvent: Story = {};
export const WithoutEvent: Story = { args: { brand: null } };
