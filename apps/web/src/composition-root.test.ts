import { afterEach, describe, expect, it, vi } from "vitest";
import {
  APP_TOKENS,
  AccessForm,
  AdoptUrlTokens,
  Captcha,
  ChangeNickname,
  CodeLogin,
  EnterEvent,
  InterceptAnonymous,
  LogOut,
  LoginPrompt,
  OpenRoom,
  PlayStream,
  ResolveEvent,
  SessionKeeper,
  Signup,
  TabGuard,
  TrialTimer,
  WechatMobileLogin,
  WechatPcLogin,
  WatchRoom,
  WATCH_ROOM_FEATURES,
  type PlaybackEngine,
  type PlayerLogSink,
  type PlayerPreferencesStore,
  type RealtimeChannel,
  type RequestContext,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import {
  BroadcastChannelTabPresence,
  FetchApiGateway,
  FetchCallToActionApi,
  FetchLuckyDrawApi,
  FetchAwardQuizApi,
  FetchSignInApi,
  FetchCaptchaApi,
  FetchChatApi,
  FetchLoginApi,
  FetchMediaApi,
  FetchPlayerLogSink,
  FetchRoomApi,
  FetchSessionApi,
  FetchSignupApi,
  FetchStreamProbe,
  FetchWechatApi,
  GoimRealtimeChannel,
  LocalStorageDeviceIdentity,
  LocalStorageTokenStore,
  LocalPlayerPreferencesStore,
  LocalStorageWatchedTimeStore,
  WebCryptoCaptchaSolver,
} from "@livehall/infrastructure";
import { createContainer, type WebAppConfig } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

function setup(extra: Partial<WebAppConfig> = {}) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return Promise.resolve(new Response(JSON.stringify({ code: "151001", msg: "无效的活动", data: null })));
  }) as typeof globalThis.fetch;
  const storage = new MemoryStorage();
  const navigator = new RecordingNavigator("/event/99999/");
  const notifier = new RecordingNotifier();
  const container = createContainer({ apiBase: "http://server.test/api", storage, navigator, notifier, fetch, ...extra });
  return { container, requests, storage, navigator, notifier };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createContainer", () => {
  it.each([
    ["ApiGateway", APP_TOKENS.ApiGateway, FetchApiGateway],
    ["CaptchaApi", APP_TOKENS.CaptchaApi, FetchCaptchaApi],
    ["CaptchaSolver", APP_TOKENS.CaptchaSolver, WebCryptoCaptchaSolver],
    ["LoginApi", APP_TOKENS.LoginApi, FetchLoginApi],
    ["SignupApi", APP_TOKENS.SignupApi, FetchSignupApi],
    ["WechatApi", APP_TOKENS.WechatApi, FetchWechatApi],
    ["SessionApi", APP_TOKENS.SessionApi, FetchSessionApi],
    ["RoomApi", APP_TOKENS.RoomApi, FetchRoomApi],
    ["ChatApi", APP_TOKENS.ChatApi, FetchChatApi],
    ["CallToActionApi", APP_TOKENS.CallToActionApi, FetchCallToActionApi],
    ["LuckyDrawApi", APP_TOKENS.LuckyDrawApi, FetchLuckyDrawApi],
    ["AwardQuizApi", APP_TOKENS.AwardQuizApi, FetchAwardQuizApi],
    ["SignInApi", APP_TOKENS.SignInApi, FetchSignInApi],
    ["TokenStore", APP_TOKENS.TokenStore, LocalStorageTokenStore],
    ["WatchedTimeStore", APP_TOKENS.WatchedTimeStore, LocalStorageWatchedTimeStore],
    ["DeviceIdentity", APP_TOKENS.DeviceIdentity, LocalStorageDeviceIdentity],
    ["TabPresence", APP_TOKENS.TabPresence, BroadcastChannelTabPresence],
    ["RealtimeChannel", APP_TOKENS.RealtimeChannel, GoimRealtimeChannel],
    ["MediaApi", APP_TOKENS.MediaApi, FetchMediaApi],
    ["StreamProbe", APP_TOKENS.StreamProbe, FetchStreamProbe],
    ["PlayerLogSink", APP_TOKENS.PlayerLogSink, FetchPlayerLogSink],
    ["PlayerPreferencesStore", APP_TOKENS.PlayerPreferencesStore, LocalPlayerPreferencesStore],
  ] as const)("binds the %s port to its adapter", (_name, token, adapter) => {
    const { container } = setup();
    expect(container.get(token)).toBeInstanceOf(adapter);
  });

  it("leaves TabPresence unbound where tabs cannot talk (no BroadcastChannel)", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const { container } = setup();
    expect(container.isBound(APP_TOKENS.TabPresence)).toBe(false);
  });

  it("keeps trial time and the device id in the given storage", () => {
    const { container, storage } = setup();
    container.get<{ set(eventNumber: string, seconds: number): void }>(APP_TOKENS.WatchedTimeStore).set("10002", 12);
    const deviceId = container.get<{ id(): string }>(APP_TOKENS.DeviceIdentity).id();
    expect(storage.getItem("livehall:trialWatched")).toBe(JSON.stringify({ "10002": 12 }));
    expect(storage.getItem("livehall:device")).toBe(deviceId);
  });

  it("reloads the page when another tab changed the event's token under it (§4), not after its own login", async () => {
    const { container, storage, navigator } = setup();
    const tokenStore = container.get<TokenStore>(APP_TOKENS.TokenStore);
    tokenStore.set("99999", { accessToken: "mine", refreshToken: "r", expiration: 1 });
    await container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).run("99999");
    expect(navigator.reloads).toBe(0);
    new LocalStorageTokenStore(storage).set("99999", { accessToken: "other-tab", refreshToken: "r", expiration: 1 });
    await container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).run("99999");
    expect(navigator.reloads).toBe(1);
  });

  it.each([
    ["ResolveEvent", APP_TOKENS.ResolveEvent, ResolveEvent],
    ["EnterEvent", APP_TOKENS.EnterEvent, EnterEvent],
    ["OpenRoom", APP_TOKENS.OpenRoom, OpenRoom],
    ["PlayStream", APP_TOKENS.PlayStream, PlayStream],
    ["WatchRoom", APP_TOKENS.WatchRoom, WatchRoom],
    ["SessionKeeper", APP_TOKENS.SessionKeeper, SessionKeeper],
    ["AdoptUrlTokens", APP_TOKENS.AdoptUrlTokens, AdoptUrlTokens],
    ["TabGuard", APP_TOKENS.TabGuard, TabGuard],
    ["TrialTimer", APP_TOKENS.TrialTimer, TrialTimer],
    ["LogOut", APP_TOKENS.LogOut, LogOut],
    ["LoginPrompt", APP_TOKENS.LoginPrompt, LoginPrompt],
    ["InterceptAnonymous", APP_TOKENS.InterceptAnonymous, InterceptAnonymous],
    ["CodeLogin", APP_TOKENS.CodeLogin, CodeLogin],
    ["ChangeNickname", APP_TOKENS.ChangeNickname, ChangeNickname],
    ["WechatPcLogin", APP_TOKENS.WechatPcLogin, WechatPcLogin],
    ["WechatMobileLogin", APP_TOKENS.WechatMobileLogin, WechatMobileLogin],
  ] as const)("resolves %s, one instance for the app", (_name, token, useCase) => {
    const { container } = setup();
    const first = container.get(token);
    expect(first).toBeInstanceOf(useCase);
    expect(container.get(token)).toBe(first);
  });

  it("registers every watch-room feature, which only a room scope constructs (one per open room)", () => {
    const { container } = setup();
    expect(container.getAll(APP_TOKENS.RoomFeature)).toEqual(WATCH_ROOM_FEATURES);
    expect(WATCH_ROOM_FEATURES.map(({ id }) => id)).toEqual([
      "realtimeSession",
      "liveRoom",
      "chat",
      "likes",
      "presence",
      "callToActions",
      "playFlow",
      "meetingScreens",
      "board",
      "watchDuration",
      "adPictures",
      "vote",
      "luckyDraw",
      "awardQuiz",
      "signIn",
      "questionAnswer",
      "exam",
      "gifts",
      "rankingList",
      "goods",
      "redEnvelopes",
      "feed",
      "marketingTools",
      "marketingForms",
      "marketingDownloads",
      "marketingCodes",
      "marketingService",
      "breakout",
      "shareLink",
      "sharePoster",
      "commentTool",
      "likeTool",
      "toolbar",
    ]);
    for (const { token } of WATCH_ROOM_FEATURES) expect(container.isBound(token)).toBe(false);
  });

  it.each([
    ["Captcha", APP_TOKENS.Captcha, Captcha],
    ["AccessForm", APP_TOKENS.AccessForm, AccessForm],
    ["Signup", APP_TOKENS.Signup, Signup],
  ] as const)("gives each form its own %s", (_name, token, useCase) => {
    const { container } = setup();
    const first = container.get(token);
    expect(first).toBeInstanceOf(useCase);
    expect(container.get(token)).not.toBe(first);
  });

  it("binds every APP_TOKENS id (TabPresence where BroadcastChannel exists) but the room features', bound in each room's scope", () => {
    const { container } = setup();
    const unbound = Object.entries(APP_TOKENS)
      .filter(([, token]) => !container.isBound(token))
      .map(([name]) => name);
    // The room scope binds each feature and the room's toolbar entries (decision 0026) in its own container.
    const roomScoped = new Set<symbol>([...WATCH_ROOM_FEATURES.map(({ token }) => token), APP_TOKENS.RoomToolbarEntries]);
    expect(unbound).toEqual(
      Object.entries(APP_TOKENS)
        .filter(([, token]) => roomScoped.has(token))
        .map(([name]) => name),
    );
    expect(unbound).toHaveLength(WATCH_ROOM_FEATURES.length + 1);
  });

  it("resolves every use-case without a TabPresence (no BroadcastChannel)", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const { container } = setup();
    expect(container.get(APP_TOKENS.TabGuard)).toBeInstanceOf(TabGuard);
  });

  it("opens the realtime channel's sockets with the given opener, one channel for the app", () => {
    const urls: string[] = [];
    const { container } = setup({
      openWebSocket: (url) => {
        urls.push(url);
        throw new SyntaxError("no sockets in this test");
      },
    });
    const channel = container.get<RealtimeChannel>(APP_TOKENS.RealtimeChannel);
    expect(container.get(APP_TOKENS.RealtimeChannel)).toBe(channel);
    channel.connect({ url: "ws://server.test/sub", eventId: "e-1", roomId: "r-1", token: "t", accepts: [] });
    channel.close();
    expect(urls).toEqual(["ws://server.test/sub"]);
  });

  it("gives the board its own player: BoardStream is a second PlayStream, one for the app", () => {
    const { container } = setup();
    const board = container.get(APP_TOKENS.BoardStream);
    expect(board).toBeInstanceOf(PlayStream);
    expect(board).not.toBe(container.get(APP_TOKENS.PlayStream));
    expect(container.get(APP_TOKENS.BoardStream)).toBe(board);
  });

  it.each([
    ["under the API base by default", {}, "http://server.test/api/player-logs"],
    ["at the configured log url", { playerLogUrl: "https://logs.test/player" }, "https://logs.test/player"],
  ] as const)("posts player logs %s, with the given fetch", (_name, extra, url) => {
    const { container, requests } = setup(extra);
    container.get<PlayerLogSink>(APP_TOKENS.PlayerLogSink).error({ message: "fatal", streamUrl: "", metricId: "m" });
    expect(requests.map((request) => request.url)).toEqual([url]);
  });

  it("keeps the player volume in the given storage", () => {
    const { container, storage } = setup();
    container.get<PlayerPreferencesStore>(APP_TOKENS.PlayerPreferencesStore).write(0.5, true);
    expect(storage.getItem("player:volume")).toBe('{"volume":0.5,"muted":true}');
  });

  it("binds the playback engines in preference order hls, mpegts, native", () => {
    const { container } = setup();
    expect(container.getAll<PlaybackEngine>(APP_TOKENS.PlaybackEngine).map((engine) => engine.name)).toEqual(["hls", "mpegts", "native"]);
  });

  it("wires the gateway to the API base, the given fetch, the request context and the token store", async () => {
    const { container, requests, storage } = setup();
    container.get<TokenStore>(APP_TOKENS.TokenStore).set("99999", { accessToken: "t-9", refreshToken: "r", expiration: 1 });
    container.get<RequestContext>(APP_TOKENS.RequestContext).setLanguage("en");
    await container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).run("99999");
    expect(requests[0]?.url).toBe("http://server.test/api/watch/personal/breif?virtualEventNumber=99999");
    expect(requests[0]?.headers).toMatchObject({ "Accept-language": "en", Authorization: "Bearer t-9" });
    expect(storage.getItem("landing:accessTokens")).toContain("t-9");
  });

  it("hands failures to the UI's notifier and navigator", async () => {
    const { container, navigator, notifier } = setup();
    await container.get<EnterEvent>(APP_TOKENS.EnterEvent).run("99999");
    expect(notifier.keys).toEqual(["error.invalidEvent"]);
    expect(navigator.lastPath).toBe("/noFound");
  });
});
