import { describe, expect, it } from "vitest";
import { InMemoryTokenStore } from "@livehall/application/testing";
import { DEFAULT_WATCH_DECORATE, decideError, type ApiFailure } from "@livehall/domain";
import type { LivePlayAddrDTO, PersonalBriefDTO, WatchInitDTO } from "@livehall/wire";
import { FakeFetch } from "../http/fake-fetch";
import { FetchApiGateway } from "./fetch-api-gateway";
import { RequestContextState } from "./request-context-state";

const BASE = "https://h.test/api";
const LOCAL_NOW = 1_700_000_000_000;

function setup(options: { discoveryVersion?: { name: string; value: string } } = {}) {
  const fake = new FakeFetch();
  const context = new RequestContextState();
  const tokenStore = new InMemoryTokenStore();
  const gateway = FetchApiGateway.create({
    baseUrl: BASE,
    fetch: fake.fetch,
    context,
    tokenStore,
    now: () => LOCAL_NOW,
    ...options,
  });
  return { fake, context, tokenStore, gateway };
}

const briefDTO = (
  overrides: Partial<PersonalBriefDTO["eventInfoBO"]> = {},
  liveUserBO: PersonalBriefDTO["liveUserBO"] = null,
): PersonalBriefDTO => ({
  eventInfoBO: {
    virtualEventId: "e-10001",
    virtualEventName: "Livehall 演示活动",
    startTime: "2024-01-01 10:00:00",
    virtualEventStatus: 1,
    virtualEventLogo: "/logo.png",
    virtualEventLogoState: 1,
    mainVenueNumber: "20001",
    mainSeminarNumber: "20002",
    virtualEventTicketStatus: 2,
    removeFlag: 0,
    audienceNicknameChangeFlag: 1,
    tryFlag: 1,
    tryDuration: 5,
    billFlag: 0,
    shareRankingFlag: 0,
    coverUrl: "/cover.png",
    shareFlag: 0,
    sharerId: "",
    interactAccessFlag: 1,
    tenantId: "t-demo",
    ...overrides,
  },
  liveUserBO,
  systemTime: LOCAL_NOW + 2_500,
});

const watchInitDTO: WatchInitDTO = {
  roomId: "r-1",
  pageSession: "ps",
  roomMode: 1,
  liveStatus: 2,
  liveScene: 2,
  liveMode: 6,
  liveDelay: 1,
  liveToolType: 2,
  roomNumber: "20001",
  roomInfoLanguages: [
    { languageType: "zh-Hans", roomName: "主会场" },
    { languageType: "en", roomName: "Main Hall" },
  ],
  layoutFlag: 3,
  userType: 4,
  watchDecorate: {
    topicType: 1,
    moduleDiaphaneity: 60,
    topbarFlag: 1,
    topbarLogo: "",
    watchOptionalLanguage: ["zh-Hans"],
    followSystemLanguageFlag: 1,
    backTopFlag: 1,
    userIconFlag: 1,
  },
};

const playAddrDTO = (overrides: Partial<LivePlayAddrDTO> = {}): LivePlayAddrDTO => ({
  responseCode: "200",
  screenId: "s-1",
  streamId: "st-1",
  pushStatus: 2,
  eventTime: 0,
  mainScreenFlag: 1,
  playAddrs: [
    {
      domainName: "h.test",
      resolutions: [
        { url: "https://cdn.test/live/720p.m3u8", resolutionName: "720p", defaultResolutionFlag: 1 },
        { url: "/media/live/st-1/360p/index.m3u8", resolutionName: "360p", defaultResolutionFlag: 0 },
      ],
    },
  ],
  ...overrides,
});

describe("FetchApiGateway requests", () => {
  it.each([
    [
      "getPersonalBrief",
      (g: FetchApiGateway) => g.getPersonalBrief("10001"),
      briefDTO(),
      "GET",
      "/watch/personal/breif?virtualEventNumber=10001",
    ],
    [
      "getDomainConfig",
      (g: FetchApiGateway) => g.getDomainConfig("10001"),
      {},
      "GET",
      "/watch/domain-config/breif?virtualEventNumber=10001",
    ],
    [
      "getLanguageConfig",
      (g: FetchApiGateway) => g.getLanguageConfig("10001"),
      { watchOptionalLanguage: [] },
      "GET",
      "/watch/events/language-configs?virtualEventNumber=10001",
    ],
    [
      "getAccessConfig",
      (g: FetchApiGateway) => g.getAccessConfig("10001", "20001"),
      {},
      "GET",
      "/events/enable-access-config?virtualEventNumber=10001&mainVenueNumber=20001",
    ],
    [
      "authenticateAccess",
      (g: FetchApiGateway) => g.authenticateAccess({ tenantId: "t", eventId: "e", accessType: 0 }),
      {},
      "POST",
      "/sso/events/access/auth",
    ],
    [
      "getWatchInit",
      (g: FetchApiGateway) => g.getWatchInit("e-10001", "20001"),
      watchInitDTO,
      "GET",
      "/events/e-10001/rooms/20001/watch-init-new",
    ],
    [
      "getLivePlayAddress",
      (g: FetchApiGateway) => g.getLivePlayAddress("e-10001", "r-1"),
      playAddrDTO(),
      "GET",
      "/events/e-10001/rooms/r-1/live-play-addr",
    ],
    [
      "getLivePlayAddress of one screen (decision 0039)",
      (g: FetchApiGateway) => g.getLivePlayAddress("e-10001", "r-1", "screen-2"),
      playAddrDTO(),
      "GET",
      "/events/e-10001/rooms/r-1/live-play-addr?screenId=screen-2",
    ],
  ])("%s calls %s %s", async (_name, call, data, method, path) => {
    const { fake, gateway } = setup();
    fake.ok(data);
    await call(gateway);
    expect(fake.lastRequest!.init.method).toBe(method);
    expect(fake.lastRequest!.url).toBe(`${BASE}${path}`);
  });

  it("sends Accept-language from the request context and the current event's bearer token", async () => {
    const { fake, context, tokenStore, gateway } = setup();
    tokenStore.set("10001", { accessToken: "tok-1", refreshToken: "r", expiration: 1 });
    tokenStore.set("10002", { accessToken: "tok-2", refreshToken: "r", expiration: 1 });
    context.setLanguage("en");
    context.setEvent("10001");
    fake.ok({});
    await gateway.getDomainConfig("10001");
    expect(fake.lastRequest!.init.headers).toMatchObject({ "Accept-language": "en", Authorization: "Bearer tok-1" });
    expect(fake.lastRequest!.init.credentials).toBe("include");
  });

  it("sends no Authorization without a token for the current event, and zh-Hans by default", async () => {
    const { fake, context, gateway } = setup();
    context.setEvent("10001");
    fake.ok({});
    await gateway.getDomainConfig("10001");
    const headers = fake.lastRequest!.init.headers as Record<string, string>;
    expect(headers["Authorization"]).toBeUndefined();
    expect(headers["Accept-language"]).toBe("zh-Hans");
  });

  it("sends the discovery version header only when configured", async () => {
    const configured = setup({ discoveryVersion: { name: "X-Discovery-Version", value: "blue" } });
    configured.fake.ok({});
    await configured.gateway.getDomainConfig("10001");
    expect(configured.fake.lastRequest!.init.headers).toMatchObject({ "X-Discovery-Version": "blue" });
    const plain = setup();
    plain.fake.ok({});
    await plain.gateway.getDomainConfig("10001");
    expect(Object.keys(plain.fake.lastRequest!.init.headers as object)).not.toContain("X-Discovery-Version");
  });

  it("posts the access credentials under the wire's field names", async () => {
    const { fake, gateway } = setup();
    fake.ok({ accessToken: "a", refreshToken: "r", expiration: 9, extra: "dropped" });
    const token = await gateway.authenticateAccess({ tenantId: "t-demo", eventId: "e-10001", accessType: 0, channelNumber: "c9" });
    expect(JSON.parse(fake.lastRequest!.init.body as string)).toEqual({
      tenantId: "t-demo",
      virtualEventId: "e-10001",
      accessType: 0,
      channelNum: "c9",
    });
    expect(token).toEqual({ accessToken: "a", refreshToken: "r", expiration: 9 });
  });
});

describe("FetchApiGateway mapping", () => {
  it("maps the personal brief: UTC+8 times, trial minutes × 60, flags, clock skew", async () => {
    const { fake, gateway } = setup();
    fake.ok(briefDTO());
    const brief = await gateway.getPersonalBrief("10001");
    expect(brief).toEqual({
      event: {
        eventId: "e-10001",
        eventNumber: "10001",
        name: "Livehall 演示活动",
        startTime: Date.UTC(2024, 0, 1, 2, 0, 0),
        status: 1,
        logoUrl: "/logo.png",
        mainVenueNumber: "20001",
        mainSeminarNumber: "20002",
        removed: false,
        nicknameChangeAllowed: true,
        trial: { enabled: true, seconds: 300 },
        interactAccess: true,
        tenantId: "t-demo",
        coverUrl: "/cover.png",
      },
      viewer: null,
      clockSkewMs: 2_500,
    });
  });

  type EventInfoDTO = PersonalBriefDTO["eventInfoBO"];
  it.each<[string, (info: EventInfoDTO) => void, object]>([
    ["the 1900 sentinel start time", (info) => (info.startTime = "1900-01-01 00:00:00"), { startTime: null }],
    ["a removed event", (info) => (info.removeFlag = 1), { removed: true }],
    ["nickname change off", (info) => (info.audienceNicknameChangeFlag = 0), { nicknameChangeAllowed: false }],
    ["no trial", (info) => ((info.tryFlag = 0), (info.tryDuration = 0)), { trial: { enabled: false, seconds: 0 } }],
    ["no tenant in the event (older server)", (info) => delete info.tenantId, { tenantId: "" }],
  ])("maps %s", async (_name, change, expected) => {
    const { fake, gateway } = setup();
    const dto = briefDTO();
    change(dto.eventInfoBO);
    fake.ok(dto);
    expect((await gateway.getPersonalBrief("10001")).event).toMatchObject(expected);
  });

  it("maps the viewer and takes the tenant from it when the event has none", async () => {
    const { fake, gateway } = setup();
    const dto = briefDTO(
      {},
      {
        tenantId: "t-user",
        userType: 4,
        liveUserId: "u-1",
        nickName: "",
        avatar: "/a.png",
        anonymousNickname: "游客1",
        thirdOpenId: "",
        email: "",
        mobile: "",
        promotionChannelId: "",
        leechFlag: 0,
        nickNameFlag: 0,
      },
    );
    delete dto.eventInfoBO.tenantId;
    fake.ok(dto);
    const brief = await gateway.getPersonalBrief("10001");
    expect(brief.viewer).toEqual({ viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "游客1", avatar: "/a.png", account: "" });
    expect(brief.event.tenantId).toBe("t-user");
  });

  it.each<[string, unknown, number | undefined]>([
    ["a trial viewer's end, kept on the server's clock", 1_700_000_060_000, 1_700_000_060_000],
    ["no end before the server's trial clock started", undefined, undefined],
    ["a malformed end is dropped", "soon", undefined],
  ])("maps the viewer's trial end: %s", async (_case, trialEndTime, trialEndsAt) => {
    const { fake, gateway } = setup();
    const user = { tenantId: "t", userType: 4, liveUserId: "u-1", nickName: "", avatar: "", anonymousNickname: "", thirdOpenId: "" };
    const dto = briefDTO({}, { ...user, email: "", mobile: "", promotionChannelId: "", leechFlag: 0, nickNameFlag: 0 });
    if (dto.liveUserBO && trialEndTime !== undefined) Object.assign(dto.liveUserBO, { trialEndTime });
    fake.ok(dto);
    const brief = await gateway.getPersonalBrief("10001");
    expect(brief.viewer?.trialEndsAt).toBe(trialEndsAt);
  });

  it.each([
    ["an e-mail login", { email: "dana@example.com", mobile: "" }, { account: "dana@example.com" }],
    ["a mobile login", { email: "", mobile: "13812345678" }, { account: "13812345678" }],
    ["no account (anonymous, WeChat)", { email: "", mobile: "" }, { account: "" }],
  ])("maps the logged-in viewer's account from %s", async (_case, contacts, expected) => {
    const { fake, gateway } = setup();
    const user = {
      tenantId: "t-1",
      userType: 3,
      liveUserId: "u-2",
      nickName: "",
      avatar: "",
      anonymousNickname: "",
      thirdOpenId: "",
      promotionChannelId: "",
      leechFlag: 0,
      nickNameFlag: 0,
      ...contacts,
    };
    fake.ok(briefDTO({}, user));
    const brief = await gateway.getPersonalBrief("10001");
    expect(brief.viewer).toEqual({ viewerId: "u-2", userType: 3, nickname: "", anonymousNickname: "", avatar: "", ...expected });
  });

  it.each([
    [
      "without duplication types",
      { accessType: 2, customAddress: "", defaultQuestionnaireId: "" },
      { accessType: 2, customAddress: "", defaultQuestionnaireId: "" },
    ],
    [
      "with duplication types (bad entries dropped)",
      { accessType: 0, customAddress: "", defaultQuestionnaireId: "", duplicationTypes: [0, "1", 2, null] },
      { accessType: 0, customAddress: "", defaultQuestionnaireId: "", duplicationTypes: [0, 2] },
    ],
    [
      "with duplication types that are not a list",
      { accessType: 0, customAddress: "", defaultQuestionnaireId: "", duplicationTypes: "1" },
      { accessType: 0, customAddress: "", defaultQuestionnaireId: "" },
    ],
  ])("maps the access config %s", async (_name, data, expected) => {
    const { fake, gateway } = setup();
    fake.ok(data);
    expect(await gateway.getAccessConfig("10001", "20001")).toEqual(expected);
  });

  it("maps the language configs", async () => {
    const { fake, gateway } = setup();
    fake.ok({ watchOptionalLanguage: ["zh-Hans", "ar"], followSystemLanguageFlag: 0, languageSwitch: 1, defaultLanguage: "ar" });
    expect(await gateway.getLanguageConfig("10001")).toEqual({
      optionalLanguages: ["zh-Hans", "ar"],
      followSystemLanguage: false,
      switchClosed: true,
      defaultLanguage: "ar",
    });
  });

  it("maps the organiser's languageSort when the server sends it", async () => {
    const { fake, gateway } = setup();
    fake.ok({
      watchOptionalLanguage: ["zh-Hans", "ar"],
      followSystemLanguageFlag: 1,
      languageSwitch: 0,
      defaultLanguage: "ar",
      languageSort: ["ar", "zh-Hans"],
    });
    expect(await gateway.getLanguageConfig("10001")).toEqual({
      optionalLanguages: ["zh-Hans", "ar"],
      followSystemLanguage: true,
      switchClosed: false,
      defaultLanguage: "ar",
      languageSort: ["ar", "zh-Hans"],
    });
  });

  it("maps watch-init with room names per language", async () => {
    const { fake, gateway } = setup();
    fake.ok(watchInitDTO);
    expect(await gateway.getWatchInit("e-10001", "20001")).toEqual({
      roomId: "r-1",
      roomNumber: "20001",
      pageSession: "ps",
      roomMode: 1,
      liveStatus: 2,
      liveScene: 2,
      liveMode: 6,
      liveDelay: 1,
      layout: 3,
      userType: 4,
      names: { "zh-Hans": "主会场", en: "Main Hall" },
      toolbarButtons: [],
      // An old server's eight fields: the rest of the look takes §3's defaults.
      decorate: { ...DEFAULT_WATCH_DECORATE, theme: "deep", moduleOpacity: 60, topBar: { show: true, logoUrl: "" }, backToTop: true },
    });
  });

  it("maps the room's toolbar in its order, dropping names this page does not know", async () => {
    const { fake, gateway } = setup();
    fake.ok({ ...watchInitDTO, toolbarButtons: ["VOTE", "HOVERBOARD", "LIKE", 3] });
    expect((await gateway.getWatchInit("e-10001", "20001")).toolbarButtons).toEqual(["VOTE", "LIKE"]);
  });

  it("maps the live play address: numbered lines, default flags, absolute URLs", async () => {
    const { fake, gateway } = setup();
    fake.ok(playAddrDTO());
    expect(await gateway.getLivePlayAddress("e-10001", "r-1")).toEqual({
      screenId: "s-1",
      streamId: "st-1",
      pushStatus: 2,
      lines: [
        {
          index: 1,
          domainName: "h.test",
          resolutions: [
            { url: "https://cdn.test/live/720p.m3u8", name: "720p", isDefault: true },
            { url: "https://h.test/media/live/st-1/360p/index.m3u8", name: "360p", isDefault: false },
          ],
        },
      ],
    });
  });

  it("rejects a play address whose responseCode is not 200 ('直播尚未配置')", async () => {
    const { fake, gateway } = setup();
    fake.ok(playAddrDTO({ responseCode: "151003", playAddrs: [] }));
    const failure = await gateway.getLivePlayAddress("e-10001", "r-1").catch((error: unknown) => error as ApiFailure);
    expect(failure).toMatchObject({ kind: "body", code: "151003" });
    expect(decideError(failure as ApiFailure).messageKey).toBe("error.liveNotConfigured");
  });
});
