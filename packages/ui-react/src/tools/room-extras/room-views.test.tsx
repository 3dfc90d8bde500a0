// @vitest-environment happy-dom
import { INITIAL_RED_ENVELOPE } from "@livehall/application";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { demoFeedPosts, demoRedEnvelopeStates } from "./demo-tool-states";
import { FeedStrip } from "./FeedStrip";
import { RedEnvelopeCard } from "./RedEnvelopeCard";

afterEach(cleanup);

describe("RedEnvelopeCard", () => {
  it("offers a grab while shares are left", () => {
    const onGrab = vi.fn();
    renderWithServices(<RedEnvelopeCard state={demoRedEnvelopeStates["Open"]!} onGrab={onGrab} onDismiss={() => undefined} />, {}, "en");
    expect(screen.getByText(/7 of 10 left/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Grab" }));
    expect(onGrab).toHaveBeenCalledOnce();
  });

  it.each([
    ["Won", "You got ¥12.34"],
    ["Gone", "All taken — better luck next time"],
  ])("%s: says the outcome and offers no grab", (name, text) => {
    renderWithServices(
      <RedEnvelopeCard state={demoRedEnvelopeStates[name]!} onGrab={() => undefined} onDismiss={() => undefined} />,
      {},
      "en",
    );
    expect(screen.getByRole("status").textContent).toBe(text);
    expect(screen.queryByRole("button", { name: "Grab" })).toBeNull();
  });

  it("shows nothing without an envelope or once closed", () => {
    const { container } = renderWithServices(
      <RedEnvelopeCard state={INITIAL_RED_ENVELOPE} onGrab={() => undefined} onDismiss={() => undefined} />,
      {},
      "en",
    );
    expect(container.textContent).toBe("");
  });
});

describe("FeedStrip", () => {
  it("shows text-live lines first, newest first, and topics in the other tab", () => {
    renderWithServices(<FeedStrip posts={demoFeedPosts} />, {}, "en");
    const panel = screen.getByRole("tabpanel");
    expect([...panel.querySelectorAll("[data-post-id]")].map((post) => post.getAttribute("data-post-id"))).toEqual(["3", "2"]);
    fireEvent.click(screen.getByRole("tab", { name: "Topics" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("What should the next session cover?");
  });

  it("moves between the tabs with the arrow keys", () => {
    renderWithServices(<FeedStrip posts={demoFeedPosts} />, {}, "en");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Text live" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Topics" }).getAttribute("aria-selected")).toBe("true");
  });
});
