import type { LuckyDrawApi } from "../tools/lucky-draw/ports";
import type { CurrentLuckyDraw } from "../tools/lucky-draw/services";
import type { AwardQuizApi } from "../tools/award-quiz/ports";
import type { CurrentAwardQuiz, QuizAnswer } from "../tools/award-quiz/services";
import type { SignInApi } from "../tools/sign-in/ports";
import type { CurrentSignIn } from "../tools/sign-in/services";

/** An answer a fake gives: a value, an Error to reject with, or a promise of either (to hold it back). */
type Answer<T> = T | Error | Promise<T | Error>;

async function settleAnswer<T>(answer: Answer<T>): Promise<T> {
  const value = await answer;
  if (value instanceof Error) throw value;
  return value;
}

/** A LuckyDrawApi answering `current` (no draw by default) and recording claims; `claimAnswer` replaces the claim's answer. */
export class FakeLuckyDrawApi implements LuckyDrawApi {
  current_: Answer<CurrentLuckyDraw> = { draw: null, won: false, claimed: false };
  claimAnswer: () => Answer<void> = () => undefined;
  readonly claims: { drawId: string; name: string; phone: string }[] = [];
  currentCalls = 0;

  current(): Promise<CurrentLuckyDraw> {
    this.currentCalls += 1;
    return settleAnswer(this.current_);
  }

  claim(_eventId: string, _roomId: string, drawId: string, name: string, phone: string): Promise<void> {
    this.claims.push({ drawId, name, phone });
    return settleAnswer(this.claimAnswer());
  }
}

/** An AwardQuizApi answering `current` (no quiz by default) and recording answers. */
export class FakeAwardQuizApi implements AwardQuizApi {
  current_: Answer<CurrentAwardQuiz> = { quiz: null, mine: { option: 0, rank: null } };
  answerAnswer: (option: number) => Answer<QuizAnswer> = (option) => ({ option, rank: null });
  readonly answers: { quizId: string; option: number }[] = [];

  current(): Promise<CurrentAwardQuiz> {
    return settleAnswer(this.current_);
  }

  answer(_eventId: string, _roomId: string, quizId: string, option: number): Promise<QuizAnswer> {
    this.answers.push({ quizId, option });
    return settleAnswer(this.answerAnswer(option));
  }
}

/** A SignInApi answering `current` (no window by default) and recording check-ins. */
export class FakeSignInApi implements SignInApi {
  current_: Answer<CurrentSignIn> = { signIn: null, signedIn: false };
  checkInAnswer: () => Answer<number> = () => 1;
  readonly checkIns: string[] = [];

  current(): Promise<CurrentSignIn> {
    return settleAnswer(this.current_);
  }

  checkIn(_eventId: string, _roomId: string, signInId: string): Promise<number> {
    this.checkIns.push(signInId);
    return settleAnswer(this.checkInAnswer());
  }
}
