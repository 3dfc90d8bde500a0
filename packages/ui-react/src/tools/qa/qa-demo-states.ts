import { INITIAL_QA, type QaQuestion, type QaState } from "@livehall/application";

/** Story and test data: questions as the panel shows them. */
export function demoQuestion(index: number, more: Partial<QaQuestion> = {}): QaQuestion {
  return {
    questionId: `q-${index}`,
    askerId: `u-${index}`,
    nickname: `Viewer ${index}`,
    content: `Question ${index}: will the slides be shared after the talk?`,
    askTime: Date.UTC(2026, 10, 26, 2, index),
    upVotes: 10 - index,
    upVoted: false,
    answered: false,
    answer: null,
    privateAnswer: false,
    mine: false,
    ...more,
  };
}

const ready = (questions: readonly QaQuestion[], more: Partial<QaState> = {}): QaState => ({
  ...INITIAL_QA,
  status: "ready",
  questions,
  ...more,
});

/** Every state of the Q&A panel, named. */
export const QA_STATES: readonly (readonly [string, QaState])[] = [
  ["Loading", { ...INITIAL_QA, status: "loading" }],
  ["Failed to load (retry)", { ...INITIAL_QA, status: "error" }],
  ["Empty", ready([])],
  [
    "Questions: up-voted, answered publicly, my question answered privately, a long one",
    ready([
      demoQuestion(1, { upVoted: true, upVotes: 12 }),
      demoQuestion(2, { answered: true, answer: "Yes, within a day, on the event page." }),
      demoQuestion(3, { mine: true, askerId: "u-me", answered: true, answer: "We will email you the details.", privateAnswer: true }),
      demoQuestion(4, { content: "A very long question ".repeat(14).trim() }),
    ]),
  ],
  ["Sorted by newest", ready([demoQuestion(4), demoQuestion(3), demoQuestion(2)], { order: "time" })],
  ["Asking", ready([demoQuestion(1)], { asking: true })],
  ["Refused: too many questions", ready([demoQuestion(1)], { errorKey: "error.code.100105" })],
  ["Refused: nickname needed", ready([demoQuestion(1)], { errorKey: "error.code.100115" })],
];
