import { INITIAL_EXAM, type ExamPaper, type ExamState } from "@livehall/application";
import { QUESTION_TYPE } from "@livehall/domain";

const option = (optionId: string, content: string) => ({ optionId, content });
const question = (
  questionId: string,
  questionType: number,
  heading: string,
  points: number,
  options = [] as { optionId: string; content: string }[],
) => ({
  questionId,
  heading,
  questionType,
  required: questionType === QUESTION_TYPE.NAME,
  order: 0,
  optionLimit: 0,
  verify: false,
  options,
  points,
});

/** Story and test data: a paper with every §3 question type. */
export const DEMO_PAPER: ExamPaper = {
  examId: "exam-1",
  title: "Product quiz",
  seconds: 300,
  ended: false,
  remainingMs: 300_000,
  maxScore: 17,
  idViewersOnly: false,
  questions: [
    question("name", QUESTION_TYPE.NAME, "Your name", 0),
    question("email", QUESTION_TYPE.EMAIL, "E-mail", 0),
    question("single", QUESTION_TYPE.TXT_SINGLE, "One word for the product", 2),
    question("multi", QUESTION_TYPE.TXT_MULTI, "What would you change?", 5),
    question("phone", QUESTION_TYPE.PHONE, "Phone", 0),
    question("date", QUESTION_TYPE.DATEPICKER, "When did you start using it?", 0),
    question("radio", QUESTION_TYPE.RADIO, "2 + 2 =", 5, [option("r3", "3"), option("r4", "4")]),
    question("checkbox", QUESTION_TYPE.CHECKBOX, "Even numbers", 4, [option("c2", "2"), option("c3", "3"), option("c4", "4")]),
    question("check", QUESTION_TYPE.CHECK, "I have read the rules", 1, [option("yes", "Yes")]),
    question("address", QUESTION_TYPE.ADDRESS, "Where are you?", 0),
  ],
};

const answering: ExamState = { ...INITIAL_EXAM, phase: "answering", exam: DEMO_PAPER, secondsLeft: 272 };

/** The score page before the organiser reviewed the text answers: 5 points wait for review. */
const SCORE = {
  examId: "exam-1",
  score: 8,
  maxScore: 17,
  pendingPoints: 5,
  questions: [
    { questionId: "name", mark: "pending", points: 0, earned: 0, correctOptionIds: [] },
    { questionId: "email", mark: "unanswered", points: 0, earned: 0, correctOptionIds: [] },
    { questionId: "single", mark: "unanswered", points: 2, earned: 0, correctOptionIds: [] },
    { questionId: "multi", mark: "pending", points: 5, earned: 0, correctOptionIds: [] },
    { questionId: "phone", mark: "unanswered", points: 0, earned: 0, correctOptionIds: [] },
    { questionId: "date", mark: "unanswered", points: 0, earned: 0, correctOptionIds: [] },
    { questionId: "radio", mark: "correct", points: 5, earned: 5, correctOptionIds: ["r4"] },
    { questionId: "checkbox", mark: "partial", points: 4, earned: 2, correctOptionIds: ["c2", "c4"] },
    { questionId: "check", mark: "correct", points: 1, earned: 1, correctOptionIds: ["yes"] },
    { questionId: "address", mark: "unanswered", points: 0, earned: 0, correctOptionIds: [] },
  ],
  answers: [
    { questionId: "name", questionType: 1, answerContent: "Ada" },
    { questionId: "multi", questionType: 7, answerContent: "More colours" },
    { questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] },
    { questionId: "checkbox", questionType: 5, answers: [{ optionId: "c2" }] },
    { questionId: "check", questionType: 10, answers: [{ optionId: "yes" }] },
  ],
} as const satisfies NonNullable<ExamState["score"]>;

/** The same score page after the organiser reviewed both text answers (decision 0042): "multi" earned 3, nothing pending. */
const REVIEWED_SCORE: NonNullable<ExamState["score"]> = {
  ...SCORE,
  score: 11,
  pendingPoints: 0,
  questions: SCORE.questions.map((mark) =>
    mark.mark === "pending" ? { ...mark, mark: "reviewed", earned: mark.questionId === "multi" ? 3 : 0 } : mark,
  ),
};

/** Every state of the exam panel, named. */
export const EXAM_STATES: readonly (readonly [string, ExamState])[] = [
  ["No exam", INITIAL_EXAM],
  ["Loading", { ...INITIAL_EXAM, phase: "loading" }],
  ["Failed to load (retry)", { ...INITIAL_EXAM, phase: "error" }],
  ["Answering, 4:32 left", answering],
  [
    "Answers checked: a required one missing, a bad e-mail",
    {
      ...answering,
      inputs: { email: { kind: "text", text: "not-an-address" } },
      problems: { name: "signup.error.required", email: "signup.error.email" },
    },
  ],
  ["Submitting", { ...answering, submitting: true, inputs: { name: { kind: "text", text: "Ada" } } }],
  ["Refused: the exam is over", { ...answering, errorKey: "error.code.203053" }],
  ["Closed (time up or ended)", { ...answering, phase: "closed", secondsLeft: 0 }],
  ["Score page", { ...answering, phase: "submitted", score: SCORE }],
  ["Score page after review (nothing pending)", { ...answering, phase: "submitted", score: REVIEWED_SCORE }],
];
