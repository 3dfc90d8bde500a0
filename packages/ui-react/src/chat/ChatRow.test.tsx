// @vitest-environment happy-dom
import type { ChatMessage } from "@livehall/application";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatRow } from "./ChatRow";

afterEach(cleanup);

const message = (change: Partial<ChatMessage>): ChatMessage => ({
  messageId: 1,
  viewerId: "u-1",
  nickname: "Team",
  content: "Welcome!",
  sendTime: 0,
  mine: false,
  ...change,
});

describe("ChatRow", () => {
  it.each([
    ["a viewer's message", {}, null],
    ["the atmosphere master's message", { atmosphere: true }, "Host team"],
  ])("marks %s", (_case, change, badge) => {
    const { container } = render(
      <ul>
        <ChatRow message={message(change)} position={1} total={1} time="14:00" mineLabel="Me" atmosphereLabel="Host team" />
      </ul>,
    );
    expect(container.querySelector(".lh-chat__atmosphere")?.textContent ?? null).toBe(badge);
    expect(container.querySelector(".lh-chat__message--atmosphere") !== null).toBe(badge !== null);
  });
});

describe("ChatRow avatars (userIconFlag)", () => {
  it.each([
    ["off: no avatar", false, null],
    ["on: the sender's first letter", true, "T"],
  ])("%s", (_case, avatar, letter) => {
    const { container } = render(
      <ul>
        <ChatRow message={message({})} position={1} total={1} time="14:00" mineLabel="Me" avatar={avatar} />
      </ul>,
    );
    const shown = container.querySelector("[data-testid='viewer-avatar']");
    expect(shown?.textContent ?? null).toBe(letter);
    // Decorative: the nickname beside it says who wrote.
    expect(shown?.getAttribute("aria-hidden") ?? "true").toBe("true");
  });
});
