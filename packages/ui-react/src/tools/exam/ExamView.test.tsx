// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { EXAM_STATES } from "./exam-demo-states";
import { clockText, ExamView, type ExamViewProps } from "./ExamView";

afterEach(cleanup);

const stateNamed = (name: string) => {
  const found = EXAM_STATES.find(([caseName]) => caseName.startsWith(name));
  if (!found) throw new Error(name);
  return found[1];
};

function show(name: string) {
  const handlers = { onAnswer: vi.fn(), onSubmit: vi.fn<ExamViewProps["onSubmit"]>(() => Promise.resolve("submitted")), onRetry: vi.fn() };
  renderWithServices(<ExamView state={stateNamed(name)} {...handlers} />, {}, "en");
  return handlers;
}

describe("ExamView", () => {
  it("shows the paper with a countdown and a control for each §3 question type", () => {
    show("Answering");
    expect(screen.getByRole("timer").textContent).toBe("Time left 4:32");
    expect(screen.getByRole("textbox", { name: /Your name/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /What would you change/ }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("radio", { name: "4" })).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(screen.getByLabelText(/When did you start/).getAttribute("type")).toBe("date");
    expect(screen.getAllByText("5 points", { selector: ".lh-exam__points" })).toHaveLength(2);
  });

  it("hands answers and the submit up", () => {
    const { onAnswer, onSubmit } = show("Answering");
    fireEvent.click(screen.getByRole("radio", { name: "4" }));
    expect(onAnswer).toHaveBeenCalledWith("radio", { kind: "choice", optionId: "r4" });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it("names what is wrong with the answers", () => {
    show("Answers checked");
    expect(screen.getByText("This field is required")).toBeTruthy();
  });

  it("closes the paper when the time is up", () => {
    show("Closed");
    expect(screen.getByText("The exam is over: answers are no longer taken")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    // Every answer sits in one disabled fieldset.
    expect(screen.getByRole("radio", { name: "4" }).closest<HTMLFieldSetElement>("fieldset.lh-exam__questions")?.disabled).toBe(true);
  });

  it("shows the score page: the total, points waiting for review, marks and the key", () => {
    show("Score page");
    expect(screen.getByRole("heading", { name: "Score 8 / 17" })).toBeTruthy();
    expect(screen.getByText("5 more points wait for review")).toBeTruthy();
    expect(screen.getByText("Partly correct")).toBeTruthy();
    expect(screen.getByText("Correct answer: 2, 4")).toBeTruthy();
    expect(screen.getByText("Your answer: 2")).toBeTruthy();
  });

  it("shows the score page after review: the reviewed total, the reviewed marks, and no points waiting", () => {
    show("Score page after review");
    expect(screen.getByRole("heading", { name: "Score 11 / 17" })).toBeTruthy();
    expect(screen.queryByText(/wait for review/)).toBeNull();
    expect(screen.queryByText("Waiting for review")).toBeNull();
    expect(screen.getAllByText("Reviewed")).toHaveLength(2);
  });

  it.each([
    ["No exam", "No exam right now"],
    ["Loading", "Loading the exam…"],
  ])("%s", (name, text) => {
    show(name);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(EXAM_STATES.flatMap(([name, state]) => (["zh-Hans", "ar"] as const).map((locale) => [name, locale, state] as const)))(
    "renders the story state %s in %s",
    (_name, locale, state) => {
      const { container } = renderWithServices(
        <ExamView state={state} onAnswer={vi.fn()} onSubmit={() => Promise.resolve("submitted")} onRetry={vi.fn()} />,
        {},
        locale,
      );
      expect(container.textContent).not.toBe("");
    },
  );

  it.each([
    [272, "4:32"],
    [59, "0:59"],
    [0, "0:00"],
  ])("clockText(%i) = %s", (seconds, text) => {
    expect(clockText(seconds)).toBe(text);
  });
});
