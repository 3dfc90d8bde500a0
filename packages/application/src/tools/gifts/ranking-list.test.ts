import { describe, expect, it } from "vitest";
import { firstValueFrom } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import { FakeGiftToolsApi, settle } from "../../testing";
import { latest, ME, openToolRoom } from "../tools.fixtures";
import type { Ranking } from "./ports";

const RANKING: Ranking = { gifts: [{ rank: 1, viewerId: "u-9", nickname: "Bo", value: 8800 }], invitations: null };

describe("RankingList (RANKING_LIST)", () => {
  it("reads the ranking when the room opens, takes each push and badges it until seen", async () => {
    const room = await openToolRoom(["rankingList"]);
    const ranking = room.feature(APP_TOKENS.RankingList);
    const state = latest(ranking.state$);
    const attention = latest(ranking.attention$);
    expect(state()).toEqual({ status: "ready", ranking: { gifts: [], invitations: null } });
    expect(attention()).toEqual({ badge: false, popUp: null });
    const pushed: Ranking = { ...RANKING, invitations: [{ rank: 1, viewerId: "u-3", nickname: "Cy", value: 2 }] };
    room.realtime.push({ kind: "rankingChanged", ranking: pushed });
    expect(state()).toEqual({ status: "ready", ranking: pushed });
    expect(attention().badge).toBe(true);
    ranking.seen();
    expect(await firstValueFrom(ranking.attention$)).toEqual({ badge: false, popUp: null });
  });

  it("keeps a push that came before the first answer (the answer is older)", async () => {
    let release: (value: Ranking) => void = () => undefined;
    const giftTools = new FakeGiftToolsApi();
    giftTools.rankingAnswer = new Promise((resolve) => (release = resolve));
    const room = await openToolRoom(["rankingList"], ME, false, giftTools);
    const state = latest(room.feature(APP_TOKENS.RankingList).state$);
    room.realtime.push({ kind: "rankingChanged", ranking: RANKING });
    release({ gifts: [], invitations: null });
    await settle();
    expect(state().ranking).toEqual(RANKING);
  });
});
