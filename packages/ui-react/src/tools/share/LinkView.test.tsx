// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { LINK_STATES, POSTER_STATES } from "./share-states";
import { LinkView } from "./LinkView";
import { PosterView } from "./PosterView";

afterEach(cleanup);

const renderLink = (name: string) => {
  const onCopy = vi.fn();
  const onCopiedByHand = vi.fn();
  renderWithServices(<LinkView state={LINK_STATES[name]!} onCopy={onCopy} onCopiedByHand={onCopiedByHand} />, {}, "en");
  return { onCopy, onCopiedByHand };
};

describe("LinkView", () => {
  it("shows the link with its sharer and copies on the button", () => {
    const { onCopy } = renderLink("idle");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Event link" }).value).toBe(
      "https://live.example.com/event/10001/?sharerId=viewer-1",
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string, boolean]>([
    ["copying", "Copying…", true],
    ["copied", "Copied", false],
  ])("%s: the button says %s", (name, label, disabled) => {
    renderLink(name);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: label }).disabled).toBe(disabled);
  });

  it("refused: the link is selected with a hint, and copying by hand is told", () => {
    const { onCopiedByHand } = renderLink("refused");
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Event link" });
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("alert").textContent).toContain("Ctrl+C");
    fireEvent.click(screen.getByRole("button", { name: "I copied it" }));
    expect(onCopiedByHand).toHaveBeenCalledTimes(1);
  });
});

describe("PosterView", () => {
  it("drawing, then the poster as an image with a PNG download", () => {
    renderWithServices(
      <PosterView image={POSTER_STATES["drawing"]!} title="T" fileName="poster-10001.png" onRetry={() => undefined} />,
      {},
      "en",
    );
    expect(screen.getByRole("status").textContent).toBe("Drawing the poster…");
    cleanup();
    renderWithServices(
      <PosterView image={POSTER_STATES["ready"]!} title="Launch" fileName="poster-10001.png" onRetry={() => undefined} />,
      {},
      "en",
    );
    expect(screen.getByRole("img", { name: "Share poster: Launch" }).getAttribute("src")).toMatch(/^data:image\//);
    expect(screen.getByRole("link", { name: "Save image" }).getAttribute("download")).toBe("poster-10001.png");
  });

  it("failed offers drawing again", () => {
    const onRetry = vi.fn();
    renderWithServices(<PosterView image={POSTER_STATES["failed"]!} title="T" fileName="p.png" onRetry={onRetry} />, {}, "en");
    fireEvent.click(screen.getByRole("button", { name: "Draw again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
