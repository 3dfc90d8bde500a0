// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeServices } from "../../testing/fake-services";
import { PreviewProviders } from "../../testing/PreviewProviders";
import type { VoteState } from "@livehall/application";
import { voteStates } from "./demo-vote-states";
import { countdownText, VoteCard } from "./VoteCard";

afterEach(() => {
  cleanup();
});

function show(state: VoteState, locale: "en" | "ar" = "en") {
  const onChoose = vi.fn();
  const onSubmit = vi.fn();
  render(
    <PreviewProviders container={createFakeServices().container} locale={locale} theme="light" applyToDocument={false}>
      <VoteCard state={state} onChoose={onChoose} onSubmit={onSubmit} />
    </PreviewProviders>,
  );
  return { onChoose, onSubmit };
}

describe("VoteCard", () => {
  it("asks the question with a radio group for single choice; choosing and submitting are intents", () => {
    const { onChoose, onSubmit } = show(voteStates.chosen());
    expect(screen.getByRole("heading", { name: "Which session did you enjoy most today?" })).toBeTruthy();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(4);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[0]!);
    expect(onChoose).toHaveBeenCalledWith("1");
    fireEvent.click(screen.getByRole("button", { name: "Vote" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers checkboxes for multiple choice and cannot be submitted with nothing chosen", () => {
    show({ ...voteStates.multipleChosen(), selection: [] });
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Vote" }).disabled).toBe(true);
  });

  it("shows the results as counts and percentages, the viewer's choice marked, and no more voting", () => {
    show(voteStates.voted());
    expect(screen.getByRole("status").textContent).toBe("You voted");
    const results = screen.getByRole("region", { name: /Results/ });
    expect(within(results).getByText("2,440 voters")).toBeTruthy();
    expect(within(results).getByText("53% · 1,290 votes")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Vote" })).toBeNull();
    expect((screen.getAllByRole("radio")[0] as HTMLInputElement).disabled).toBe(true);
  });

  it("says how many of the ballots are anonymous, only when some are", () => {
    show(voteStates.anonymousCounted());
    expect(within(screen.getByRole("region", { name: /Results/ })).getByText("5 of them are anonymous")).toBeTruthy();
    cleanup();
    show(voteStates.voted());
    expect(screen.queryByText(/anonymous/)).toBeNull();
  });

  it.each<[string, VoteState, string]>([
    ["hidden before voting", voteStates.hidden(), "Results appear once you have voted"],
    ["hidden after the end", voteStates.hiddenEnded(), "Results are shown only to those who voted"],
    ["no vote", voteStates.none(), "No vote yet"],
  ])("%s", (_name, state, text) => {
    show(state);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Results/ })).toBeNull();
  });

  it("says why a ballot was refused, as an alert", () => {
    show(voteStates.refused("rateLimited"));
    expect(screen.getByRole("alert").textContent).toBe("Too many attempts, please wait a moment");
  });

  it("shows the countdown and, once ended, the ended state instead of the submit button", () => {
    show(voteStates.countdown());
    expect(screen.getByRole("timer").textContent).toBe("Ends in 1:23");
    cleanup();
    show(voteStates.ended());
    expect(screen.getByText("Voting has ended")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("speaks Arabic", () => {
    show(voteStates.ended(), "ar");
    expect(screen.getByText("انتهى التصويت")).toBeTruthy();
  });

  it.each([
    [0, "0:00"],
    [9, "0:09"],
    [83, "1:23"],
    [3600, "1:00:00"],
    [3725, "1:02:05"],
  ])("countdownText(%i) = %s", (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
