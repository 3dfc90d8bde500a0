import { describe, expect, it } from "vitest";
import { ApiFailure, WS_TOPIC } from "@livehall/domain";
import { InMemoryTokenStore, ScriptedApiGateway, createTestContainer, demoFixtures, settle, testRoomContext } from "../testing";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { APP_TOKENS, getService } from "../tokens";
import { topicsOf } from "../watch-room/room-scope";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import { LIKE_BATCH_MS, MAX_LIKES_PER_CALL, type Likes } from "./likes";
import { INITIAL_LIKES, type LikesState } from "./services";

async function started(api = new ScriptedApiGateway()) {
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) });
  const likes = harness.container.get<Likes>(APP_TOKENS.Likes);
  const states: LikesState[] = [];
  likes.state$.subscribe((state) => states.push(state));
  likes.start(testRoomContext().context);
  await settle();
  const total = () => states.at(-1)?.total;
  return { ...harness, likes, states, total };
}

describe("Likes (issue 4: likes coalesced on the client)", () => {
  it("counts taps at once and sends the taps of one second as one fabulous call", async () => {
    const { likes, roomApi, clock, total } = await started();
    expect(total()).toBeNull();
    likes.like();
    likes.like();
    likes.like();
    expect(total()).toBe(3);
    clock.advance(LIKE_BATCH_MS - 1);
    expect(roomApi.likeCalls).toEqual([]);
    clock.advance(1);
    expect(roomApi.likeCalls).toEqual([{ eventId: "e-10001", roomId: "r-20001", count: 3 }]);
    await settle();
    expect(total()).toBe(3);
    likes.like();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    expect(roomApi.likeCalls.map((call) => call.count)).toEqual([3, 1]);
    expect(total()).toBe(4);
  });

  it("is corrected by the answer (others' likes) and by LIKE_COUNT pushes, which never lower it", async () => {
    const { likes, roomApi, clock, realtime, total } = await started();
    roomApi.totals.set("r-20001", 40);
    likes.like();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    expect(total()).toBe(41);
    realtime.push({ kind: "likeCountChanged", total: 50 });
    expect(total()).toBe(50);
    realtime.push({ kind: "likeCountChanged", total: 45 });
    expect(total()).toBe(50);
    likes.like();
    expect(total()).toBe(51);
  });

  it("drops the taps of a failed call and splits more than the per-call maximum", async () => {
    const { likes, roomApi, clock, total } = await started();
    roomApi.likeAnswer = () => new ApiFailure("body", "500", 200, "");
    likes.like();
    likes.like();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    expect(total()).toBeNull();
    roomApi.likeAnswer = null;
    for (let tap = 0; tap < MAX_LIKES_PER_CALL + 5; tap++) likes.like();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    expect(roomApi.likeCalls.map((call) => call.count)).toEqual([2, MAX_LIKES_PER_CALL, 5]);
    expect(total()).toBe(MAX_LIKES_PER_CALL + 5);
  });

  it("ignores taps before start and after stop, and forgets the total on stop", async () => {
    const harness = createTestContainer();
    const idle = harness.container.get<Likes>(APP_TOKENS.Likes);
    idle.like();
    harness.clock.advance(LIKE_BATCH_MS);
    expect(harness.roomApi.likeCalls).toEqual([]);

    const { likes, roomApi, clock, states } = await started();
    likes.like();
    likes.dispose();
    clock.advance(LIKE_BATCH_MS);
    await settle();
    expect(roomApi.likeCalls).toEqual([]);
    expect(states.at(-1)).toEqual(INITIAL_LIKES);
  });

  it("receives LIKE_COUNT through the room's realtime session (the topic is subscribed)", async () => {
    const { container, realtime, total } = await started();
    void getService(container, APP_TOKENS.RealtimeSession).start(testRoomContext({ topics: topicsOf(WATCH_ROOM_FEATURES) }).context);
    expect(realtime.lastConnect?.accepts).toContain(WS_TOPIC.LIKE_COUNT);
    realtime.push({ kind: "likeCountChanged", total: 7 });
    expect(total()).toBe(7);
  });

  it("a tap asks the anonymous interception first: an allowed tap counts, a refused one opens the login prompt and counts nothing", async () => {
    const brief = demoFixtures.brief();
    const registered = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };
    const { likes, total } = await started(new ScriptedApiGateway({ getPersonalBrief: { ...brief, viewer: registered } }));
    expect(await likes.tap()).toBe(true);
    expect(total()).toBe(1);

    const anonymous = await started(
      new ScriptedApiGateway({
        getPersonalBrief: {
          ...brief,
          event: { ...brief.event, interactAccess: true },
          viewer: { viewerId: "u-9", userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
        },
      }),
    );
    const prompts: LoginPromptState[] = [];
    anonymous.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    expect(await anonymous.likes.tap()).toBe(false);
    expect(anonymous.total()).toBeNull();
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });
});
