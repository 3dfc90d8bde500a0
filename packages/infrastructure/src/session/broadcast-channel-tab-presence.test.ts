import { afterEach, describe, expect, it, vi } from "vitest";
import { BroadcastChannelTabPresence, TAB_CHANNEL_NAME, tabsCanTalk } from "./broadcast-channel-tab-presence";

/** Every join's leave function, so no channel keeps the test process alive. */
const leaves: (() => void)[] = [];
afterEach(() => {
  while (leaves.length > 0) leaves.pop()?.();
});

/** A tab whose clock reads `at` when it joins. */
function tab(tabId: string, at: number) {
  const presence = new BroadcastChannelTabPresence({ tabId, now: () => at });
  const duplicates: string[] = [];
  return {
    duplicates,
    join(eventNumber: string) {
      const leave = presence.join(eventNumber, () => {
        duplicates.push(eventNumber);
      });
      leaves.push(leave);
      return leave;
    },
  };
}

/** Lets BroadcastChannel deliver what is in flight (it is asynchronous in Node as in browsers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("BroadcastChannelTabPresence (Node's BroadcastChannel)", () => {
  it("sends the older tab of the same event away when a newer one joins; the newer stays", async () => {
    const older = tab("tab-a", 1_000);
    const newer = tab("tab-b", 2_000);
    older.join("10001");
    await settle();
    newer.join("10001");
    await vi.waitFor(() => {
      expect(older.duplicates).toEqual(["10001"]);
    });
    await settle();
    expect(newer.duplicates).toEqual([]);
  });

  it("leaves tabs of other events alone", async () => {
    const first = tab("tab-a", 1_000);
    const second = tab("tab-b", 2_000);
    first.join("10001");
    second.join("10002");
    await settle();
    expect([first.duplicates, second.duplicates]).toEqual([[], []]);
  });

  it("settles two tabs that open at the same moment: exactly one gives way", async () => {
    const a = tab("tab-a", 5_000);
    const b = tab("tab-b", 5_000);
    a.join("10001");
    b.join("10001");
    await settle();
    expect([a.duplicates, b.duplicates]).toEqual([["10001"], []]);
  });

  it("a tab that left hears nothing more", async () => {
    const older = tab("tab-a", 1_000);
    const newer = tab("tab-b", 2_000);
    older.join("10001")();
    newer.join("10001");
    await settle();
    expect(older.duplicates).toEqual([]);
  });

  it("gives way once, however many newer tabs join", async () => {
    const older = tab("tab-a", 1_000);
    older.join("10001");
    tab("tab-b", 2_000).join("10001");
    tab("tab-c", 3_000).join("10001");
    await settle();
    expect(older.duplicates).toEqual(["10001"]);
  });

  it("posts its join as {type, eventNumber, tabId, at} and ignores malformed messages", async () => {
    const listener = new BroadcastChannel(TAB_CHANNEL_NAME);
    const heard: unknown[] = [];
    listener.onmessage = (event: MessageEvent) => heard.push(event.data);
    const older = tab("tab-a", 1_000);
    older.join("10001");
    listener.postMessage({ type: "join", eventNumber: "10001", tabId: "x" });
    listener.postMessage("join 10001");
    await settle();
    listener.close();
    expect(heard).toEqual([{ type: "join", eventNumber: "10001", tabId: "tab-a", at: 1_000 }]);
    expect(older.duplicates).toEqual([]);
  });

  it("knows when tabs can talk", () => {
    expect(tabsCanTalk()).toBe(true);
  });
});
