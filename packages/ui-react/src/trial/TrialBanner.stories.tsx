import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { TrialBanner } from "./TrialBanner";

const meta = {
  title: "Watch/TrialBanner",
  component: TrialBanner,
  args: { eventNumber: "10002" },
  parameters: { fakeStates: { trial: { active: true, remainingSeconds: 299, ended: false, gate: "password" } } },
} satisfies Meta<typeof TrialBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Trial running", states: { trial: { active: true, remainingSeconds: 299, ended: false, gate: "password" } } },
  { name: "Last seconds", states: { trial: { active: true, remainingSeconds: 7, ended: false, gate: "password" } } },
  { name: "Trial ended: log in (open to all)", states: { trial: { active: true, remainingSeconds: 0, ended: true, gate: "login" } } },
  { name: "Trial ended: the password (10002)", states: { trial: { active: true, remainingSeconds: 0, ended: true, gate: "password" } } },
  { name: "Trial ended: another access check", states: { trial: { active: true, remainingSeconds: 0, ended: true, gate: "access" } } },
  { name: "No trial (nothing)", states: {} },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <TrialBanner {...args} />}
    </StateGrid>
  ),
};
