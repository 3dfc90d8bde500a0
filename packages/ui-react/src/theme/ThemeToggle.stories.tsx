import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThemeProvider } from "./ThemeProvider";
import { ThemeToggle } from "./ThemeToggle";

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's theme. */
export const Default: Story = {};

/** Its own theme, switchable by clicking (not written to <html>). */
export const Interactive: Story = {
  render: () => (
    <ThemeProvider applyToDocument={false}>
      <ThemeToggle />
    </ThemeProvider>
  ),
};
