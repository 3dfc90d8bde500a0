import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, Room, StreamAddress, TokenRecord } from "@livehall/domain";
import { DEFAULT_WATCH_DECORATE } from "@livehall/domain";

/**
 * The agreed demo event (number 10001, main venue 20001 live, main seminar 20002, unlimited
 * access) as domain models, for fakes and stories. Each call returns fresh objects.
 */
export const demoFixtures = {
  brief: (): PersonalBrief => ({
    event: {
      eventId: "e-10001",
      eventNumber: "10001",
      name: "Livehall 演示活动",
      startTime: Date.UTC(2024, 0, 1, 2),
      status: 1,
      logoUrl: "",
      mainVenueNumber: "20001",
      mainSeminarNumber: "20002",
      removed: false,
      nicknameChangeAllowed: true,
      trial: { enabled: false, seconds: 0 },
      interactAccess: true,
      tenantId: "t-demo",
      coverUrl: "",
    },
    viewer: null,
    clockSkewMs: 0,
  }),
  domainConfig: (): DomainConfig => ({ goImUrl: "", liveUrl: "", watchUrl: "", loginUrl: "" }),
  languageConfig: (): LanguageConfig => ({
    optionalLanguages: ["zh-Hans", "en", "zh-Hant", "ar"],
    followSystemLanguage: true,
    switchClosed: false,
    defaultLanguage: "zh-Hans",
  }),
  accessConfig: (): AccessConfig => ({ accessType: 0, customAddress: "", defaultQuestionnaireId: "" }),
  tokenRecord: (): TokenRecord => ({
    accessToken: "access-demo",
    refreshToken: "refresh-demo",
    expiration: Date.UTC(2030, 0, 1),
  }),
  room: (): Room => ({
    roomId: "r-20001",
    roomNumber: "20001",
    pageSession: "page-session-demo",
    roomMode: 1,
    liveStatus: 2,
    liveScene: 2,
    liveMode: 6,
    liveDelay: 1,
    layout: 3,
    userType: 4,
    names: { "zh-Hans": "主会场", en: "Main Hall", "zh-Hant": "主會場", ar: "القاعة الرئيسية" },
    toolbarButtons: [],
    decorate: DEFAULT_WATCH_DECORATE,
  }),
  stream: (): StreamAddress => ({
    screenId: "s-1",
    streamId: "st-20001",
    pushStatus: 1,
    lines: [
      {
        index: 1,
        domainName: "127.0.0.1",
        resolutions: [
          { url: "http://127.0.0.1/media/live/360p.m3u8", name: "360p", isDefault: false },
          { url: "http://127.0.0.1/media/live/720p.m3u8", name: "720p", isDefault: true },
        ],
      },
    ],
  }),
};
