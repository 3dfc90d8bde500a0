// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { QA_STATES } from "./qa-demo-states";
import { QaView, type QaViewProps } from "./QaView";

afterEach(cleanup);

const stateNamed = (name: string) => {
  const found = QA_STATES.find(([caseName]) => caseName.startsWith(name));
  if (!found) throw new Error(name);
  return found[1];
};

function show(props: Partial<QaViewProps> = {}) {
  const handlers = {
    onAsk: vi.fn<QaViewProps["onAsk"]>(() => Promise.resolve("asked")),
    onUpVote: vi.fn(),
    onOrder: vi.fn(),
    onRetry: vi.fn(),
  };
  renderWithServices(<QaView state={stateNamed("Questions")} {...handlers} {...props} />, {}, "en");
  return handlers;
}

describe("QaView", () => {
  it("lists the questions with their answers; a private answer says only the asker sees it", () => {
    show();
    const list = screen.getByRole("list", { name: "Questions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByText("Yes, within a day, on the event page.")).toBeTruthy();
    expect(screen.getByText("Private answer, only you see it")).toBeTruthy();
    expect(screen.getByText("My question")).toBeTruthy();
  });

  it("isolates each asker's name in a <bdi>, so a right-to-left name cannot reorder the question around it", () => {
    show();
    const name = screen.getByText("Viewer 2");
    expect(name.tagName).toBe("BDI");
  });

  it("up-votes once: the voted question's button is pressed and disabled, another one calls up", () => {
    const { onUpVote } = show();
    const voted = screen.getByRole("button", { name: "Up-voted (12)" });
    expect(voted.getAttribute("aria-pressed")).toBe("true");
    expect((voted as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Up-vote this question (8)" }));
    expect(onUpVote).toHaveBeenCalledWith("q-2");
  });

  it("switches the order", () => {
    const { onOrder } = show();
    expect(screen.getByRole("button", { name: "Most up-voted" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Newest" }));
    expect(onOrder).toHaveBeenCalledWith("time");
  });

  it("asks and empties the box once asked", async () => {
    const { onAsk } = show();
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
    fireEvent.change(box, { target: { value: "When is the next session?" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    expect(onAsk).toHaveBeenCalledWith("When is the next session?");
    await waitFor(() => {
      expect(box.value).toBe("");
    });
  });

  it.each([
    ["Refused: too many", "Too many requests. Please try again later."],
    ["Refused: nickname", "Please set a nickname to chat"],
  ])("says why an ask was refused: %s", (name, message) => {
    show({ state: stateNamed(name) });
    expect(screen.getByRole("alert").textContent).toBe(message);
  });

  it.each([
    ["Loading", "Loading the questions…"],
    ["Empty", "No questions yet — ask the first one"],
  ])("%s", (name, text) => {
    show({ state: stateNamed(name) });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(QA_STATES.flatMap(([name, state]) => (["zh-Hans", "ar"] as const).map((locale) => [name, locale, state] as const)))(
    "renders the story state %s in %s with the ask box",
    (_name, locale, state) => {
      renderWithServices(
        <QaView state={state} onAsk={() => Promise.resolve("asked")} onUpVote={vi.fn()} onOrder={vi.fn()} onRetry={vi.fn()} />,
        {},
        locale,
      );
      expect(screen.getAllByRole("textbox")).toHaveLength(1);
    },
  );

  it("offers a retry after a failed load", () => {
    const { onRetry } = show({ state: stateNamed("Failed") });
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
