import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { EXAM_STATES } from "./exam-demo-states";
import { ExamView } from "./ExamView";

const [, answering] = EXAM_STATES[3] ?? EXAM_STATES[0]!;

const meta = {
  title: "Tools/Exam",
  component: ExamView,
  args: {
    state: answering,
    onAnswer: () => undefined,
    onSubmit: () => Promise.resolve("submitted"),
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "28rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExamView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paper with every §3 question type and its countdown. */
export const Default: Story = {};

/** Every state, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {EXAM_STATES.map(([name, state]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <ExamView {...args} state={state} />}
        </StateGrid>
      ))}
    </>
  ),
};
