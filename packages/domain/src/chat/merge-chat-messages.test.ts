import { describe, expect, it } from "vitest";
import { MAX_KEPT_CHAT_MESSAGES, mergeChatMessages, type MergeChatOptions } from "./merge-chat-messages";

interface Msg {
  readonly messageId: number;
  readonly content: string;
}
const m = (messageId: number, content = `m${String(messageId)}`): Msg => ({ messageId, content });
const ids = (messages: readonly Msg[]) => messages.map((message) => message.messageId);

describe("mergeChatMessages", () => {
  it.each<[string, readonly Msg[], readonly Msg[], MergeChatOptions, readonly number[]]>([
    ["nothing", [], [], {}, []],
    ["history into an empty list", [], [m(1), m(2), m(3)], {}, [1, 2, 3]],
    ["a push after the last", [m(1), m(2)], [m(3)], {}, [1, 2, 3]],
    ["a push that arrived out of order", [m(1), m(3)], [m(2)], {}, [1, 2, 3]],
    ["incoming in any order", [], [m(5), m(1), m(3)], {}, [1, 3, 5]],
    ["the same message twice (push and send answer)", [m(1), m(2)], [m(2), m(2)], {}, [1, 2]],
    ["history overlapping what is shown", [m(4), m(5), m(6)], [m(3), m(4), m(5), m(6), m(7)], {}, [3, 4, 5, 6, 7]],
    ["a deletion of a shown message", [m(1), m(2), m(3)], [], { deletedIds: [2] }, [1, 3]],
    ["a deletion of an incoming message", [m(1)], [m(2), m(3)], { deletedIds: [3] }, [1, 2]],
    ["a deletion of an unknown id", [m(1)], [], { deletedIds: [99] }, [1]],
    ["deletions as a set", [m(1), m(2), m(3)], [], { deletedIds: new Set([1, 3]) }, [2]],
    ["only the newest max", [m(1), m(2), m(3)], [m(4), m(5)], { max: 3 }, [3, 4, 5]],
    ["max 0", [m(1)], [m(2)], { max: 0 }, []],
    ["an older copy past max is not brought back", [m(3), m(4)], [m(1)], { max: 2 }, [3, 4]],
  ])("%s", (_case, current, incoming, options, expected) => {
    expect(ids(mergeChatMessages(current, incoming, options))).toEqual(expected);
  });

  it("a later copy replaces the earlier one", () => {
    const merged = mergeChatMessages([m(1, "old"), m(2)], [m(1, "new")]);
    expect(merged).toEqual([m(1, "new"), m(2)]);
  });

  it("changes neither input", () => {
    const current = Object.freeze([m(2), m(1)]);
    const incoming = Object.freeze([m(3)]);
    mergeChatMessages(current, incoming, { deletedIds: [1] });
    expect(ids(current)).toEqual([2, 1]);
    expect(ids(incoming)).toEqual([3]);
  });

  it(`keeps ${String(MAX_KEPT_CHAT_MESSAGES)} by default`, () => {
    const many = Array.from({ length: MAX_KEPT_CHAT_MESSAGES + 10 }, (_, index) => m(index + 1));
    const merged = mergeChatMessages([], many);
    expect(merged).toHaveLength(MAX_KEPT_CHAT_MESSAGES);
    expect(merged[0]?.messageId).toBe(11);
    expect(merged.at(-1)?.messageId).toBe(MAX_KEPT_CHAT_MESSAGES + 10);
  });
});
