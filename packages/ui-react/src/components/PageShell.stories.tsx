import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
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

/** The demo event resolved: its language switcher (four languages, switching open) sits before the theme toggle. */
export const WithLanguageSwitcher: Story = { parameters: { fakeStates: { resolveEvent: demoStates.resolvedEvent() } } };
