import type { AwardQuiz, AwardQuizState } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { ToolCardGrid, type ToolCardCase } from "../ToolCardGrid";
import { AwardQuizCard } from "./AwardQuizCard";

const ME = "u-me";
const quiz: AwardQuiz = {
  quizId: "quiz-1",
  question: "Which protocol does the live room's websocket speak?",
  options: ["RTMP", "goim", "WebRTC", "SIP"],
  winnerCount: 3,
  status: "open",
  remainingMs: 24_000,
  answerCount: 57,
  correctOption: 0,
  winners: [],
  idViewersOnly: false,
};
const winners = [
  { viewerId: "u-1", nickname: "Ada", rank: 1 },
  { viewerId: ME, nickname: "Me", rank: 2 },
  { viewerId: "u-3", nickname: "Chen Wei", rank: 3 },
];
const base: AwardQuizState = { quiz, remainingMs: 24_000, open: true, mine: { option: 0, rank: null }, sending: false, error: null };
const states: Record<string, AwardQuizState> = {
  "No quiz yet": { ...base, quiz: null, open: false },
  "Open: pick an answer": base,
  Sending: { ...base, sending: true },
  "Answered, waiting": { ...base, mine: { option: 1, rank: null } },
  "Answered and won no. 2": { ...base, quiz: { ...quiz, winners }, mine: { option: 2, rank: 2 } },
  "Refused: already answered": { ...base, error: "tool.error.alreadyAnswered" },
  "Time is up (the answer is not told yet)": { ...base, open: false, remainingMs: 0 },
  "Ended: the correct answer and the winners": {
    ...base,
    open: false,
    remainingMs: 0,
    quiz: { ...quiz, status: "ended", correctOption: 2, winners },
    mine: { option: 3, rank: null },
  },
};
const noop = () => undefined;

const meta = {
  title: "Tools/AwardQuizCard",
  component: AwardQuizCard,
  args: { state: base, viewerId: ME, onAnswer: noop },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "22rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AwardQuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open quiz with its countdown. */
export const Open: Story = {};
/** Ended: the correct option marked, the winners in rank order. */
export const Ended: Story = { args: { state: states["Ended: the correct answer and the winners"]! } };

const cases: readonly ToolCardCase[] = Object.entries(states).map(([name, state]) => ({
  name,
  render: () => <AwardQuizCard state={state} viewerId={ME} onAnswer={noop} />,
}));

/** Every state, light and deep (dark), in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (_args, { globals }) => <ToolCardGrid cases={cases} locale={storyGlobals(globals).locale} />,
};
