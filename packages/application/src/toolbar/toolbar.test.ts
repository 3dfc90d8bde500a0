import { TOOLBAR_BUTTON as B, type ToolbarButton } from "@livehall/domain";
import { BehaviorSubject, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { demoFixtures, testRoomContext } from "../testing";
import { RecordingNotifier } from "../testing/recording-notifier";
import { Toolbar, type ToolbarEntry } from "./toolbar";
import { NO_ATTENTION, type ToolAttention, type ToolbarTool } from "./toolbar-tool";

/** A tool whose attention the test sets, counting `seen()`. */
class FakeTool implements ToolbarTool {
  readonly attention = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$ = this.attention.asObservable();
  seenCount = 0;
  start(): void {}
  dispose(): void {}
  seen(): void {
    this.seenCount += 1;
    this.attention.next({ ...this.attention.value, badge: false });
  }
}

function open(configured: readonly ToolbarButton[], entries: readonly ToolbarEntry[]) {
  const notifier = new RecordingNotifier();
  const toolbar = new Toolbar(() => entries, notifier);
  toolbar.start(testRoomContext({ room: { ...demoFixtures.room(), toolbarButtons: configured } }).context);
  const state = () => firstValueFrom(toolbar.state$);
  return { toolbar, state, notifier };
}

describe("the room's toolbar (§2, issue 13)", () => {
  it("shows the configured buttons that have a tool, in the configured order", async () => {
    const vote = new FakeTool();
    const { state } = open(
      [B.SIGN_IN, B.VOTE, B.LIKE, B.REWARD],
      [
        { button: B.VOTE, feature: vote },
        { button: B.LIKE, feature: {} },
        { button: B.SIGN_IN, feature: new FakeTool() },
        { button: B.POSTER, feature: new FakeTool() },
      ],
    );
    expect((await state()).buttons.map((view) => view.button)).toEqual([B.SIGN_IN, B.VOTE, B.LIKE]);
  });

  it("badges a tool with news, and clears it when the viewer opens the tool", async () => {
    const vote = new FakeTool();
    const { toolbar, state } = open([B.VOTE], [{ button: B.VOTE, feature: vote }]);
    vote.attention.next({ badge: true, popUp: null });
    expect((await state()).buttons).toEqual([{ button: B.VOTE, badge: true }]);
    toolbar.toggle(B.VOTE);
    expect(await state()).toEqual({ buttons: [{ button: B.VOTE, badge: false }], open: B.VOTE, trigger: "ACTIVE" });
    expect(vote.seenCount).toBe(1);
    // News while its panel is open does not badge it.
    vote.attention.next({ badge: true, popUp: null });
    expect((await state()).buttons).toEqual([{ button: B.VOTE, badge: false }]);
    toolbar.toggle(B.VOTE);
    expect((await state()).open).toBeNull();
  });

  it("opens a tool that pops up, once per pop-up id (a second vote pops up again)", async () => {
    const vote = new FakeTool();
    const quiz = new FakeTool();
    const { toolbar, state } = open(
      [B.VOTE, B.VIE_ANSWER],
      [
        { button: B.VOTE, feature: vote },
        { button: B.VIE_ANSWER, feature: quiz },
      ],
    );
    vote.attention.next({ badge: true, popUp: "vote-1" });
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "PASSIVE" });
    toolbar.close();
    vote.attention.next({ badge: false, popUp: "vote-1" });
    expect((await state()).open).toBeNull();
    quiz.attention.next({ badge: true, popUp: "quiz-1" });
    expect((await state()).open).toBe(B.VIE_ANSWER);
    vote.attention.next({ badge: true, popUp: "vote-2" });
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "PASSIVE" });
  });

  it("announces what was running when the page opened (a badge, a toast) without opening it, once per id", async () => {
    const vote = new FakeTool();
    const exam = new FakeTool();
    const { toolbar, state, notifier } = open(
      [B.VOTE, B.EXAM],
      [
        { button: B.VOTE, feature: vote },
        { button: B.EXAM, feature: exam },
      ],
    );
    vote.attention.next({ badge: true, popUp: null, announce: "vote-1" });
    expect(await state()).toMatchObject({
      open: null,
      buttons: [
        { button: B.VOTE, badge: true },
        { button: B.EXAM, badge: false },
      ],
    });
    expect(notifier.notices).toEqual([{ level: "info", key: "toolbar.announce.VOTE" }]);
    vote.attention.next({ badge: true, popUp: null, announce: "vote-1" });
    expect(notifier.keys).toEqual(["toolbar.announce.VOTE"]);
    exam.attention.next({ badge: true, popUp: null, announce: "exam-1" });
    expect(notifier.keys).toEqual(["toolbar.announce.VOTE", "toolbar.announce.EXAM"]);
    expect((await state()).open).toBeNull();
    // The viewer opens it; a vote started later still pops up.
    toolbar.toggle(B.VOTE);
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "ACTIVE" });
    toolbar.close();
    vote.attention.next({ badge: true, popUp: "vote-2", announce: "vote-1" });
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "PASSIVE" });
    expect(notifier.keys).toHaveLength(2);
  });

  it("opens a tool chosen from 'more' and keeps it open when it already is (never a switch)", async () => {
    const vote = new FakeTool();
    const { toolbar, state } = open(
      [B.VOTE, B.SIGN_IN],
      [
        { button: B.VOTE, feature: vote },
        { button: B.SIGN_IN, feature: new FakeTool() },
      ],
    );
    vote.attention.next({ badge: true, popUp: "vote-1" });
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "PASSIVE" });
    toolbar.open(B.VOTE);
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "ACTIVE" });
    toolbar.open(B.VOTE);
    expect(await state()).toMatchObject({ open: B.VOTE, trigger: "ACTIVE" });
    toolbar.open(B.SIGN_IN);
    expect((await state()).open).toBe(B.SIGN_IN);
    toolbar.open(B.POSTER);
    expect((await state()).open).toBe(B.SIGN_IN);
  });

  it("ignores a button it does not show, and forgets everything when the room closes", async () => {
    const vote = new FakeTool();
    const { toolbar, state } = open([B.VOTE], [{ button: B.VOTE, feature: vote }]);
    toolbar.toggle(B.REWARD);
    expect((await state()).open).toBeNull();
    toolbar.dispose();
    expect(await state()).toEqual({ buttons: [], open: null, trigger: null });
    expect(vote.attention.observed).toBe(false);
  });
});
