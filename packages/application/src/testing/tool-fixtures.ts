import { FakeAwardQuizApi, FakeLuckyDrawApi, FakeSignInApi } from "./fake-tool-apis";
import type { LuckyDraw } from "../tools/lucky-draw/services";
import type { AwardQuiz } from "../tools/award-quiz/services";
import type { SignInWindow } from "../tools/sign-in/services";

/** A lucky draw, an open quiz and an open check-in window for tests of the room as a whole. */
export const toolFixtures = {
  draw: (drawId: string): LuckyDraw => ({
    drawId,
    title: "Mug",
    from: "present",
    winnerCount: 1,
    status: "drawn",
    eligibleCount: 2,
    rollNames: ["Ada", "Bo"],
    winners: [{ viewerId: "u-1", nickname: "Ada" }],
  }),
  quiz: (quizId: string): AwardQuiz => ({
    quizId,
    question: "2 + 2?",
    options: ["3", "4"],
    winnerCount: 1,
    status: "open",
    remainingMs: 30_000,
    answerCount: 0,
    correctOption: 0,
    winners: [],
    idViewersOnly: false,
  }),
  signIn: (signInId: string): SignInWindow => ({
    signInId,
    title: "Day 1",
    status: "open",
    remainingMs: 60_000,
    count: 0,
    idViewersOnly: false,
  }),
  /** Fake APIs whose current quiz and check-in are open (their countdowns run once a room starts). */
  runningApis() {
    const awardQuizApi = new FakeAwardQuizApi();
    awardQuizApi.current_ = { quiz: toolFixtures.quiz("quiz-running"), mine: { option: 0, rank: null } };
    const signInApi = new FakeSignInApi();
    signInApi.current_ = { signIn: toolFixtures.signIn("sign-in-running"), signedIn: false };
    return { luckyDrawApi: new FakeLuckyDrawApi(), awardQuizApi, signInApi };
  },
};
