import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { CrashScreen } from "./CrashScreen";

const meta = {
  title: "Components/CrashScreen",
  component: CrashScreen,
  args: { onReload: () => undefined },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [{ name: "A page failed to render or its code failed to load", states: {} }];

export const Default: Story = {};

/** Light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <CrashScreen onReload={args.onReload} />}
    </StateGrid>
  ),
};
