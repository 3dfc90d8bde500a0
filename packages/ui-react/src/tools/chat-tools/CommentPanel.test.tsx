// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import CommentPanel, { pageChatInput } from "./CommentPanel";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("CommentPanel (COMMENT reaches the existing chat)", () => {
  it("focuses the watch page's chat input and closes the drawer", () => {
    const page = render(
      <div className="lh-watch__chat">
        <textarea className="lh-chat__input" />
      </div>,
    );
    const input = page.container.querySelector("textarea")!;
    // happy-dom lays nothing out: say the input is shown.
    input.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    expect(pageChatInput()).toBe(input);
    const onClose = vi.fn();
    renderWithServices(<CommentPanel onClose={onClose} />, {}, "en");
    expect(document.activeElement).toBe(input);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("without a chat on the page, keeps the drawer open for the chat itself", async () => {
    const onClose = vi.fn();
    renderWithServices(<CommentPanel onClose={onClose} />, {}, "en");
    expect(pageChatInput()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    // The drawer's chat is loaded on demand: let that load finish inside this test, not during the
    // next file's (it would fail there once this file's DOM is gone).
    await act(async () => {
      await import("../../chat/ChatPanel");
    });
  });
});
