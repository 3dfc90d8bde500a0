import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoCallToActions } from "../testing/demo-chat";
import { CallToActionCard } from "./CallToActionCard";

const meta = {
  title: "Watch/CallToActionCard",
  component: CallToActionCard,
  args: { items: demoCallToActions() },
} satisfies Meta<typeof CallToActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link tool (opens a new window) and a QR tool (press its button for the code). */
export const Default: Story = {};

/** One link tool with a long title. */
export const LongTitle: Story = {
  args: { items: [{ ...demoCallToActions()[0]!, title: "现在报名参加下一场线上研讨会，即可获得全部演讲资料与回放链接".repeat(2) }] },
};

/** No running tools: nothing is shown. */
export const Empty: Story = { args: { items: [] } };
