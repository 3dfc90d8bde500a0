import type { Meta, StoryObj } from "@storybook/react-vite";
import { CaptchaStatus } from "./CaptchaStatus";

const meta = {
  title: "Components/CaptchaStatus",
  component: CaptchaStatus,
  args: { state: { status: "solving" }, onRetry: () => undefined },
} satisfies Meta<typeof CaptchaStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solving: Story = {};
export const Solved: Story = { args: { state: { status: "solved" } } };
export const Failed: Story = { args: { state: { status: "error" } } };
/** Before the form asks for a captcha: nothing shows (the live region is there, empty). */
export const Idle: Story = { args: { state: { status: "idle" } } };
