// @vitest-environment happy-dom
import type { AwardQuizState, LuckyDrawState, SignInState } from "@livehall/application";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { AwardQuizCard } from "./award-quiz/AwardQuizCard";
import { LuckyDrawCard } from "./lucky-draw/LuckyDrawCard";
import { SignInCard } from "./sign-in/SignInCard";

afterEach(cleanup);

const draw: LuckyDrawState = {
  draw: {
    drawId: "d-1",
    title: "Mug",
    from: "present",
    winnerCount: 1,
    status: "drawn",
    eligibleCount: 2,
    rollNames: ["Ada", "Bo"],
    winners: [{ viewerId: "u-me", nickname: "Me" }],
  },
  rolling: false,
  won: true,
  claim: "open",
  error: null,
};

describe("LuckyDrawCard", () => {
  it("hides the winners while rolling and says it is drawing", () => {
    renderWithServices(<LuckyDrawCard state={{ ...draw, rolling: true }} viewerId="u-me" onClaim={vi.fn()} />, {}, "en");
    expect(screen.getByRole("status").textContent).toBe("Drawing…");
    expect(screen.queryByText("Me")).toBeNull();
  });

  it("tells a winner and sends the claim form", () => {
    const onClaim = vi.fn();
    renderWithServices(<LuckyDrawCard state={draw} viewerId="u-me" onClaim={onClaim} />, {}, "en");
    expect(screen.getByText("Congratulations, you won!")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "13800138000" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onClaim).toHaveBeenCalledWith("Ada", "13800138000");
  });

  it("shows the form's mistake on its field", () => {
    renderWithServices(
      <LuckyDrawCard state={{ ...draw, error: "luckyDraw.claim.invalid.phone" }} viewerId="u-me" onClaim={vi.fn()} />,
      {},
      "en",
    );
    expect(screen.getByLabelText(/Phone number/).getAttribute("aria-invalid")).toBe("true");
  });
});

const quiz: AwardQuizState = {
  quiz: {
    quizId: "q-1",
    question: "2 + 2?",
    options: ["3", "4"],
    winnerCount: 1,
    status: "open",
    remainingMs: 9_000,
    answerCount: 0,
    correctOption: 0,
    winners: [],
    idViewersOnly: false,
  },
  remainingMs: 9_000,
  open: true,
  mine: { option: 0, rank: null },
  sending: false,
  error: null,
};

describe("AwardQuizCard", () => {
  it("shows the countdown and sends the chosen option", () => {
    const onAnswer = vi.fn();
    renderWithServices(<AwardQuizCard state={quiz} viewerId="u-me" onAnswer={onAnswer} />, {}, "en");
    expect(screen.getByRole("timer").textContent).toBe("Time left 0:09");
    fireEvent.click(screen.getByRole("button", { name: "4" }));
    expect(onAnswer).toHaveBeenCalledWith(2);
  });

  it("locks the options once answered and tells the viewer's rank", () => {
    renderWithServices(<AwardQuizCard state={{ ...quiz, mine: { option: 2, rank: 1 } }} viewerId="u-me" onAnswer={vi.fn()} />, {}, "en");
    expect(screen.getByRole("button", { name: "4" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "4" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status").textContent).toContain("no. 1");
  });
});

const window: SignInState = {
  signIn: { signInId: "s-1", title: "Day 1", status: "open", remainingMs: 61_000, count: 3, idViewersOnly: false },
  remainingMs: 61_000,
  open: true,
  signedIn: false,
  sending: false,
  error: null,
};

describe("SignInCard", () => {
  it("shows the countdown and the count, and checks in", () => {
    const onCheckIn = vi.fn();
    renderWithServices(<SignInCard state={window} onCheckIn={onCheckIn} />, {}, "en");
    expect(screen.getByRole("timer").textContent).toBe("Time left 1:01");
    expect(screen.getByText("3 viewers have checked in")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(onCheckIn).toHaveBeenCalledOnce();
  });

  it("after the window: closed, no button", () => {
    renderWithServices(<SignInCard state={{ ...window, open: false, remainingMs: 0 }} onCheckIn={vi.fn()} />, {}, "en");
    expect(screen.getByText("The check-in has closed")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
