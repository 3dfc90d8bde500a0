import { describe, expect, it } from "vitest";
import { FakeClipboard, RecordingNavigator, createTestContainer, settle, testRoomContext } from "../../testing";
import { APP_TOKENS, getService } from "../../tokens";
import { WATCH_ROOM_FEATURES } from "../../watch-room/watch-room-features";
import type { ShareLinkState } from "./services";
import { ShareLink } from "./share-link";

function started(options: { refuse?: boolean; viewerId?: string | null; at?: string } = {}) {
  const clipboard = new FakeClipboard();
  clipboard.refuse = options.refuse ?? false;
  const harness = createTestContainer({ clipboard, navigator: new RecordingNavigator(options.at ?? "/event/10001/watch/20001") });
  harness.container.bind(APP_TOKENS.ShareLink).to(ShareLink);
  const link = getService(harness.container, APP_TOKENS.ShareLink);
  const states: ShareLinkState[] = [];
  link.state$.subscribe((state) => states.push(state));
  const room = testRoomContext({ viewerId: options.viewerId === undefined ? "viewer-1" : options.viewerId });
  void link.start(room.context);
  return { ...harness, link, room, last: () => states.at(-1)! };
}

describe("ShareLink (LINK, issue 13)", () => {
  it("stands behind LINK, and POSTER's tool behind POSTER", () => {
    expect(WATCH_ROOM_FEATURES.find((item) => item.id === "shareLink")).toMatchObject({ toolbarButton: "LINK", order: 2200 });
    expect(WATCH_ROOM_FEATURES.find((item) => item.id === "sharePoster")).toMatchObject({ toolbarButton: "POSTER", order: 2210 });
  });

  it("copies the event link with the viewer's id as sharer and shows the 'copied' message", async () => {
    const { link, clipboard, notifier, last } = started();
    const expected = "https://live.example.com/event/10001/?sharerId=viewer-1";
    expect(last()).toEqual({ link: expected, copy: "idle" });
    expect(await link.copy()).toBe(true);
    expect(clipboard.written).toEqual([expected]);
    expect(last().copy).toBe("copied");
    expect(notifier.notices).toEqual([{ level: "success", key: "success.copied" }]);
  });

  it("keeps the sharer of the page's address when the viewer has no id", () => {
    const { last } = started({ viewerId: null, at: "/event/10001/watch/20001?sharerId=friend-7" });
    expect(last().link).toBe("https://live.example.com/event/10001/?sharerId=friend-7");
  });

  it("a refused clipboard says so without a message; copying by hand then shows it", async () => {
    const { link, notifier, last } = started({ refuse: true });
    expect(await link.copy()).toBe(false);
    expect(last().copy).toBe("refused");
    expect(notifier.notices).toEqual([]);
    link.copiedByHand();
    expect(last().copy).toBe("copied");
    expect(notifier.notices).toEqual([{ level: "success", key: "success.copied" }]);
  });

  it("drops an answer after the room closed", async () => {
    const { link, notifier, room } = started();
    const copying = link.copy();
    room.close();
    await settle();
    expect(await copying).toBe(false);
    expect(notifier.notices).toEqual([]);
  });
});
