/**
 * In-memory fakes of the application ports, for use-case tests, ui-react tests and Storybook
 * containers. Imported as `@livehall/application/testing`; never bound in a real app.
 */
export { FakeClock } from "./fake-clock";
export { InMemoryTokenStore } from "./in-memory-token-store";
export { RecordingNavigator, type RecordedNavigation } from "./recording-navigator";
export { RecordingNotifier } from "./recording-notifier";
export { RecordingRequestContext } from "./recording-request-context";
export { ScriptedApiGateway, demoApiScript, type ApiScript, type ScriptedAnswer, type RecordedCall } from "./scripted-api-gateway";
export { FakePlaybackEngine, FakePlaybackSession, type FakePlaybackEngineOptions } from "./fake-playback-engine";
export { InMemoryPlayerPreferences } from "./in-memory-player-preferences";
export { RecordingPlayerLogSink } from "./recording-player-log-sink";
export { demoFixtures } from "./demo-fixtures";
export { InMemoryWatchedTimeStore } from "./in-memory-watched-time-store";
export { InMemoryHandOverFlows } from "./in-memory-hand-over-flows";
export { FakeTabPresence } from "./fake-tab-presence";
export { FakeRealtimeChannel, type RealtimeChannelCall } from "./fake-realtime-channel";
export { FixedDeviceIdentity } from "./fixed-device-identity";
export { ScriptedLoginApi, ScriptedSignupApi, ScriptedWechatApi, ScriptedCaptchaApi, InstantCaptchaSolver } from "./scripted-form-apis";
export { ScriptedPort, type PortScript, type PortAnswer, type PortCall, type ResultOf } from "./scripted-port";
export { formFixtures } from "./form-fixtures";
export { bindFormPorts, type FormPortOptions, type FormPorts } from "./bind-form-ports";
export { settle } from "./settle";
export { ScriptedSessionApi, type RefreshAnswer, type WatchedReport } from "./scripted-session-api";
export { ScriptedRoomApi, type LikeCall, type OnlineReport } from "./scripted-room-api";
export { RecordingAdPictureApi } from "./recording-ad-picture-api";
export { FakeChatApi, type ChatHistoryCall, type ChatSendCall } from "./fake-chat-api";
export { FakeCallToActionApi, type CallToActionListCall } from "./fake-call-to-action-api";
export { FakeVoteApi, type VoteCastCall } from "./fake-vote-api";
export { createTestContainer, type TestContainer, type TestContainerOptions } from "./create-test-container";
export { FakeStreamProbe, PROBE_ANSWERS, type ProbeAnswer, type ProbeCall } from "./fake-stream-probe";
export { ScriptedMediaApi, mediaFixtures } from "./scripted-media-api";
export { RecordingPlayerService, type PlayerCall } from "./recording-player-service";
export { testRoomContext, type TestRoomContext } from "./test-room-context";
export { openTestRoom, type OpenTestRoomOptions } from "./open-test-room";
export { SubscriptionCount } from "./subscription-count";
export { FakeLiveRoom } from "./fake-live-room";
export { FakeGiftToolsApi, FAKE_GIFTS, bindGiftToolPorts } from "./fake-gift-tools-api";
export { FakeMarketingApi, RecordingUrlOpener } from "./fake-marketing-api";
export { FakeBreakoutApi, CLOSED_DEMO_BREAKOUT } from "./fake-breakout-api";
export { FakeClipboard } from "./fake-clipboard";
export { FakeAwardQuizApi, FakeLuckyDrawApi, FakeSignInApi } from "./fake-tool-apis";
export { toolFixtures } from "./tool-fixtures";
export { FakeQaApi } from "./fake-qa-api";
export { FakeExamApi, EXAM_FIXTURE } from "./fake-exam-api";
export { FakeScreensApi, THREE_SCREENS } from "./fake-screens-api";
export { FakeLandingApi, InMemoryChannelStore, demoLandingPage } from "./fake-landing-api";
export { bindLandingPorts, type LandingPortOptions, type LandingPorts } from "./bind-landing-ports";
