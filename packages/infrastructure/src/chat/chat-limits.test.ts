import { CHAT_CATCH_UP_PAGE } from "@livehall/application";
import { MAX_CHAT_LENGTH as DOMAIN_MAX_CHAT_LENGTH, MAX_KEPT_CHAT_MESSAGES } from "@livehall/domain";
import { CHAT_DELETION_WINDOW, MAX_CHAT_HISTORY, MAX_CHAT_LENGTH } from "@livehall/wire";
import { describe, expect, it } from "vitest";

/**
 * The domain and the application may not import wire, so they keep their own copies of the chat
 * limits; this adapter-side test keeps them in step with what the server enforces.
 */
describe("chat limits of domain and application vs wire", () => {
  it("the domain's longest message is the wire's", () => {
    expect(DOMAIN_MAX_CHAT_LENGTH).toBe(MAX_CHAT_LENGTH);
  });

  it("the server reports deletions as far back as a page keeps messages", () => {
    expect(MAX_KEPT_CHAT_MESSAGES).toBeLessThanOrEqual(CHAT_DELETION_WINDOW);
  });

  it("a catch-up page is one the server answers in full", () => {
    expect(CHAT_CATCH_UP_PAGE).toBe(MAX_CHAT_HISTORY);
  });
});
