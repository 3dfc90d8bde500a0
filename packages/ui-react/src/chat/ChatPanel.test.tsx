// @vitest-environment happy-dom
import type { ChatMessage } from "@livehall/application";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoChatMessages } from "../testing/demo-chat";
import { installFakeFrames } from "../testing/fake-frames";
import { renderWithServices } from "../testing/render-page";
import { ChatPanel } from "./ChatPanel";
import { MAX_RENDERED_ROWS } from "./virtual-window";

let frame: () => void;
beforeEach(() => {
  ({ frame } = installFakeFrames());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

function message(messageId: number, content: string, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageId,
    viewerId: `u-${String(messageId)}`,
    nickname: `观众${String(messageId)}`,
    content,
    sendTime: Date.UTC(2026, 0, 1, 6, 30),
    mine: false,
    ...change,
  };
}

const log = () => screen.getByRole("log");
const rows = () => log().querySelectorAll(".lh-chat__message");
const input = () => screen.getByRole<HTMLTextAreaElement>("textbox");

/** Gives the log a layout (happy-dom has none): a viewport `height` tall over content `content` tall. */
function layOut(list: HTMLElement, content: number, height = 400): { scrollTo: (top: number) => void; top: () => number } {
  let top = 0;
  Object.defineProperty(list, "scrollHeight", { configurable: true, get: () => content });
  Object.defineProperty(list, "clientHeight", { configurable: true, get: () => height });
  Object.defineProperty(list, "scrollTop", {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, content - height));
    },
  });
  return {
    scrollTo: (value) => {
      top = value;
      fireEvent.scroll(list);
    },
    top: () => top,
  };
}

describe("ChatPanel", () => {
  describe("states", () => {
    it("is busy while the history loads", () => {
      renderWithServices(<ChatPanel />, { chat: { status: "loading" } }, "en");
      expect(screen.getByRole("status", { busy: true }).textContent).toBe("Loading the chat…");
      expect(screen.queryByRole("log")).toBeNull();
      expect(input().disabled).toBe(true);
    });

    it("says the chat failed to load and retries", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "error", errorKey: "error.networkTimeout" } }, "en");
      const alert = screen.getAllByRole("alert").find((element) => element.textContent !== "");
      expect(alert?.textContent).toBe("The chat could not be loadedNetwork timeout, please try again later");
      act(() => {
        screen.getByRole("button", { name: "Retry" }).click();
      });
      expect(services.chat.retries).toBe(1);
    });

    it.each([
      ["zh-Hans", "还没有消息，来说第一句吧"],
      ["en", "No messages yet — say hello"],
      ["zh-Hant", "還沒有訊息，來說第一句吧"],
      ["ar", "لا توجد رسائل بعد — ابدأ المحادثة"],
    ] as const)("in %s says an empty chat has no messages yet and keeps a named log for the first one", (locale, text) => {
      renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, locale);
      expect(screen.getByText(text)).toBeTruthy();
      expect(log().getAttribute("aria-live")).toBe("polite");
      expect(log().getAttribute("aria-label")).not.toBe("");
    });

    it.each([
      ["en", "Audience 0423"],
      ["ar", "مشاهد 0423"],
      ["zh-Hant", "觀眾0423"],
      ["zh-Hans", "观众0423"],
    ] as const)("in %s shows the server's default name as %s, a chosen one as written", (locale, shown) => {
      const messages = [message(1, "hi", { nickname: "观众0423" }), message(2, "hello", { nickname: "观众 Ada" })];
      renderWithServices(<ChatPanel />, { chat: { status: "ready", messages } }, locale);
      const names = Array.from(rows()).map((row) => row.querySelector(".lh-chat__nick")?.textContent);
      expect(names).toEqual([shown, "观众 Ada"]);
    });

    it("shows each message with nickname, time and text, the viewer's own marked", () => {
      renderWithServices(
        <ChatPanel />,
        { chat: { status: "ready", messages: [message(1, "大家好"), message(2, "我来了", { mine: true, nickname: "小明" })] } },
        "en",
      );
      const [first, mine] = rows();
      expect(first?.querySelector(".lh-chat__nick")?.textContent).toBe("观众1");
      expect(first?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-01-01T06:30:00.000Z");
      expect(first?.querySelector(".lh-chat__text")?.textContent).toBe("大家好");
      expect(first?.classList.contains("lh-chat__message--mine")).toBe(false);
      expect(mine?.classList.contains("lh-chat__message--mine")).toBe(true);
      expect(mine?.textContent).toContain("Me");
    });
  });

  describe("text only", () => {
    it.each([
      ["<img src=x onerror=alert(1)>", "img"],
      ["<script>alert(1)</script>", "script"],
      ["<b>bold</b><iframe src=//evil></iframe>", "b, iframe"],
    ])("renders %s as text: no element is created", (content, selector) => {
      renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: [message(1, content)] } });
      expect(log().querySelector(selector)).toBeNull();
      expect(rows()[0]?.querySelector(".lh-chat__text")?.textContent).toBe(content);
    });

    it("makes web addresses safe links and leaves other schemes as text", () => {
      renderWithServices(<ChatPanel />, {
        chat: { status: "ready", messages: [message(1, "看 https://example.com/a?b=1。别点 javascript:alert(1) 或 data:text/html,x")] },
      });
      const links = log().querySelectorAll("a");
      expect(links).toHaveLength(1);
      expect(links[0]?.getAttribute("href")).toBe("https://example.com/a?b=1");
      expect(links[0]?.getAttribute("target")).toBe("_blank");
      expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(rows()[0]?.querySelector(".lh-chat__text")?.textContent).toBe(
        "看 https://example.com/a?b=1。别点 javascript:alert(1) 或 data:text/html,x",
      );
    });
  });

  describe("virtualized log", () => {
    it("keeps a bounded number of rows in the DOM for 2,000 messages, the newest shown", () => {
      renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(2000) } });
      expect(rows().length).toBeGreaterThan(0);
      expect(rows().length).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
      expect(log().querySelectorAll("li").length).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
      const last = [...rows()].at(-1);
      expect(last?.getAttribute("data-message-id")).toBe("2000");
      expect(last?.getAttribute("aria-setsize")).toBe("2000");
      expect(last?.getAttribute("aria-posinset")).toBe("2000");
    });

    it("stays bounded scrolled to the middle, showing the rows there", () => {
      renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(2000) } });
      const metrics = layOut(log(), 2000 * 52);
      metrics.scrollTo(52 * 1000);
      const ids = [...rows()].map((row) => Number(row.getAttribute("data-message-id")));
      expect(ids.length).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
      expect(ids).toContain(1001);
      expect(ids).not.toContain(2000);
    });

    it("renders a burst of messages once, at the next frame", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: [message(1, "a")] } });
      act(() => {
        for (let id = 2; id <= 50; id++) services.chat.receive(message(id, `m${String(id)}`));
      });
      expect(rows()).toHaveLength(1);
      frame();
      expect([...rows()].at(-1)?.getAttribute("data-message-id")).toBe("50");
    });

    it("stays at the bottom as messages arrive", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(100) } }, "en");
      const metrics = layOut(log(), 5000);
      act(() => {
        services.chat.receive(message(101, "new"));
      });
      frame();
      expect(metrics.top()).toBe(5000 - 400);
      expect(screen.queryByRole("button", { name: /new message/ })).toBeNull();
      expect([...rows()].at(-1)?.getAttribute("data-message-id")).toBe("101");
    });

    it("scrolled up, counts new messages on a button that jumps down and focuses the log", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(100) } }, "en");
      const metrics = layOut(log(), 5000);
      metrics.scrollTo(1000);
      act(() => {
        services.chat.receive(message(101, "one"));
      });
      frame();
      expect(screen.getByRole("button", { name: "1 new message" })).toBeTruthy();
      act(() => {
        services.chat.receive(message(102, "two"), message(103, "three"));
      });
      frame();
      expect(metrics.top()).toBe(1000);
      act(() => {
        screen.getByRole("button", { name: "3 new messages" }).click();
      });
      expect(screen.queryByRole("button", { name: /new message/ })).toBeNull();
      expect(metrics.top()).toBe(5000 - 400);
      expect(document.activeElement).toBe(log());
      expect([...rows()].at(-1)?.getAttribute("data-message-id")).toBe("103");
    });

    it("scrolled up, goes down for the viewer's own new message", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(100) } }, "en");
      const metrics = layOut(log(), 5000);
      metrics.scrollTo(1000);
      act(() => {
        services.chat.receive(message(101, "mine", { mine: true }));
      });
      frame();
      expect(screen.queryByRole("button", { name: /new message/ })).toBeNull();
      expect(metrics.top()).toBe(5000 - 400);
    });

    it("is focusable for keyboard scrolling", () => {
      renderWithServices(<ChatPanel />, { chat: { status: "ready", messages: demoChatMessages(10) } });
      expect(log().tabIndex).toBe(0);
    });
  });

  describe("chat box", () => {
    it("sends with Enter and clears the text once sent; Shift+Enter does not send", async () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, "en");
      fireEvent.change(input(), { target: { value: "  hello  " } });
      fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
      expect(services.chat.sends).toEqual([]);
      fireEvent.keyDown(input(), { key: "Enter" });
      await flush();
      expect(services.chat.sends).toEqual(["hello"]);
      expect(input().value).toBe("");
    });

    it("sends with the button and does not send an empty text", async () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, "en");
      const send = screen.getByRole<HTMLButtonElement>("button", { name: "Send" });
      expect(send.disabled).toBe(true);
      fireEvent.keyDown(input(), { key: "Enter" });
      fireEvent.change(input(), { target: { value: "hi" } });
      act(() => {
        send.click();
      });
      await flush();
      expect(services.chat.sends).toEqual(["hi"]);
    });

    it("shows the sending state and keeps the text until the send answers", async () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, "en");
      services.chat.holdSends = true;
      fireEvent.change(input(), { target: { value: "wait" } });
      fireEvent.keyDown(input(), { key: "Enter" });
      frame();
      const button = screen.getByRole<HTMLButtonElement>("button", { name: "Sending…" });
      expect(button.disabled).toBe(true);
      expect(input().value).toBe("wait");
      fireEvent.keyDown(input(), { key: "Enter" });
      expect(services.chat.sends).toEqual(["wait"]);
      await act(async () => {
        services.chat.settle();
        await Promise.resolve();
      });
      frame();
      expect(input().value).toBe("");
      expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    });

    it.each([
      ["error.code.100105", "Too many requests. Please try again later."],
      ["error.code.100113", "You are muted in this chat"],
      ["error.code.100114", "Please log in to chat"],
      ["error.code.100115", "Please set a nickname to chat"],
      ["error.code.100400", "The message was not sent, please try again"],
    ])("keeps the text when the send fails with %s and says: %s", async (key, text) => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, "en");
      services.chat.sendResult = "rejected";
      services.chat.rejectKey = key;
      fireEvent.change(input(), { target: { value: "try again" } });
      fireEvent.keyDown(input(), { key: "Enter" });
      await flush();
      frame();
      expect(input().value).toBe("try again");
      expect(screen.getByRole("alert").textContent).toBe(text);
    });

    it.each([
      ["the chat's own ban", { chat: { status: "ready", banned: true } as const }, false],
      ["the live room's ban", { chat: { status: "ready" } as const }, true],
    ])("is disabled and says so under %s", (_name, states, prop) => {
      renderWithServices(<ChatPanel banned={prop} />, states, "en");
      expect(input().disabled).toBe(true);
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true);
      expect(screen.getByRole("status").textContent).toBe("You have been muted in this chat");
    });

    it("counts characters to 500 and refuses a longer text", () => {
      const { services } = renderWithServices(<ChatPanel />, { chat: { status: "ready" } }, "en");
      fireEvent.change(input(), { target: { value: "😀".repeat(500) } });
      expect(screen.getByText("500/500")).toBeTruthy();
      expect(input().getAttribute("aria-invalid")).toBe("false");
      fireEvent.change(input(), { target: { value: "😀".repeat(501) } });
      expect(screen.getByText("501/500")).toBeTruthy();
      expect(input().getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByRole("alert").textContent).toBe("At most 500 characters");
      fireEvent.keyDown(input(), { key: "Enter" });
      expect(services.chat.sends).toEqual([]);
    });
  });
});
