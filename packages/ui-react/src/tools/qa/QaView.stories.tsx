import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { QA_STATES } from "./qa-demo-states";
import { QaView } from "./QaView";

const [, readyState] = QA_STATES[3] ?? QA_STATES[0]!;

const meta = {
  title: "Tools/Q&A",
  component: QaView,
  args: {
    state: readyState,
    onAsk: () => Promise.resolve("asked"),
    onUpVote: () => undefined,
    onOrder: () => undefined,
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "26rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Questions, answers (one private to its asker), an up-vote. */
export const Default: Story = {};

/** Every state, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {QA_STATES.map(([name, state]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <QaView {...args} state={state} />}
        </StateGrid>
      ))}
    </>
  ),
};
