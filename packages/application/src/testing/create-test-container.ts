import { FakeBreakoutApi } from "./fake-breakout-api";
import { FakeClipboard } from "./fake-clipboard";
import { Container } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { PlaybackEngine } from "../playback/ports";
import { EnterEvent } from "../enter-event/enter-event";
import { OpenRoom } from "../open-room/open-room";
import { PlayStream } from "../play-stream/play-stream";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { RealtimeSession } from "../realtime/realtime-session";
import { LiveRoom } from "../live-room/live-room";
import { Likes } from "../likes/likes";
import { Presence } from "../likes/presence";
import { Chat } from "../chat/chat";
import { CallToActions } from "../call-to-action/call-to-actions";
import { Vote } from "../tools/vote/vote";
import { ScriptedRoomApi } from "./scripted-room-api";
import { RecordingAdPictureApi } from "./recording-ad-picture-api";
import { FakeChatApi } from "./fake-chat-api";
import { FakeQaApi } from "./fake-qa-api";
import { FakeExamApi } from "./fake-exam-api";
import { QuestionAnswer } from "../tools/qa/question-answer";
import { Exam } from "../tools/exam/exam";
import { FakeCallToActionApi } from "./fake-call-to-action-api";
import { bindGiftToolPorts, FakeGiftToolsApi } from "./fake-gift-tools-api";
import { FakeVoteApi } from "./fake-vote-api";
import { FakeClock } from "./fake-clock";
import { FakeRealtimeChannel } from "./fake-realtime-channel";
import { InMemoryTokenStore } from "./in-memory-token-store";
import { RecordingNavigator } from "./recording-navigator";
import { RecordingNotifier } from "./recording-notifier";
import { FakeMarketingApi, RecordingUrlOpener } from "./fake-marketing-api";
import { RecordingRequestContext } from "./recording-request-context";
import { ScriptedApiGateway } from "./scripted-api-gateway";
import { WatchRoom } from "../watch-room/watch-room";
import type { RoomFeatureRegistration } from "../watch-room/room-feature-registration";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import { bindSessionPorts, type SessionPortOptions, type SessionPorts } from "./bind-session-ports";
import { bindLandingPorts, type LandingPortOptions, type LandingPorts } from "./bind-landing-ports";
import { bindFormPorts, type FormPortOptions, type FormPorts } from "./bind-form-ports";
import { FakeAwardQuizApi, FakeLuckyDrawApi, FakeSignInApi } from "./fake-tool-apis";
import { LuckyDrawTool } from "../tools/lucky-draw/lucky-draw-tool";
import { AwardQuizTool } from "../tools/award-quiz/award-quiz-tool";
import { SignInTool } from "../tools/sign-in/sign-in-tool";
import { FakeScreensApi } from "./fake-screens-api";

export interface TestContainerOptions extends SessionPortOptions, FormPortOptions, LandingPortOptions {
  readonly api?: ScriptedApiGateway;
  readonly tokenStore?: InMemoryTokenStore;
  readonly navigator?: RecordingNavigator;
  readonly notifier?: RecordingNotifier;
  readonly clock?: FakeClock;
  readonly requestContext?: RecordingRequestContext;
  readonly realtime?: FakeRealtimeChannel;
  readonly roomApi?: ScriptedRoomApi;
  readonly chatApi?: FakeChatApi;
  readonly qaApi?: FakeQaApi;
  readonly examApi?: FakeExamApi;
  readonly callToActionApi?: FakeCallToActionApi;
  /** The gift, goods, red-envelope and feed ports (decision 0030). */
  readonly giftTools?: FakeGiftToolsApi;
  readonly voteApi?: FakeVoteApi;
  readonly marketingApi?: FakeMarketingApi;
  readonly urlOpener?: RecordingUrlOpener;
  readonly breakoutApi?: FakeBreakoutApi;
  readonly clipboard?: FakeClipboard;
  readonly luckyDrawApi?: FakeLuckyDrawApi;
  readonly awardQuizApi?: FakeAwardQuizApi;
  readonly signInApi?: FakeSignInApi;
  /** A meeting room's screens (decision 0039). */
  readonly screensApi?: FakeScreensApi;
  /** Bound under APP_TOKENS.PlaybackEngine in this order. */
  readonly engines?: readonly PlaybackEngine[];
  /** The features each room WatchRoom opens constructs (APP_TOKENS.RoomFeature); WATCH_ROOM_FEATURES when left out. */
  readonly roomFeatures?: readonly RoomFeatureRegistration[];
}

/** A container of fakes with the real use-cases, plus the fakes to drive and inspect. */
export interface TestContainer extends SessionPorts, FormPorts, LandingPorts {
  readonly container: Container;
  readonly api: ScriptedApiGateway;
  readonly tokenStore: InMemoryTokenStore;
  readonly navigator: RecordingNavigator;
  readonly notifier: RecordingNotifier;
  readonly clock: FakeClock;
  readonly requestContext: RecordingRequestContext;
  readonly realtime: FakeRealtimeChannel;
  readonly roomApi: ScriptedRoomApi;
  readonly chatApi: FakeChatApi;
  readonly qaApi: FakeQaApi;
  readonly examApi: FakeExamApi;
  readonly callToActionApi: FakeCallToActionApi;
  readonly giftTools: FakeGiftToolsApi;
  readonly voteApi: FakeVoteApi;
  readonly marketingApi: FakeMarketingApi;
  readonly urlOpener: RecordingUrlOpener;
  readonly breakoutApi: FakeBreakoutApi;
  readonly clipboard: FakeClipboard;
  readonly luckyDrawApi: FakeLuckyDrawApi;
  readonly awardQuizApi: FakeAwardQuizApi;
  readonly signInApi: FakeSignInApi;
  readonly screensApi: FakeScreensApi;
}

/**
 * Binds every port to an in-memory fake (demo event answers by default) and every use-case
 * to its class in singleton scope, the way an app's composition root does with real adapters.
 * For use-case tests, ui-react tests and Storybook.
 */
export function createTestContainer(options: TestContainerOptions = {}): TestContainer {
  const fakes = {
    api: options.api ?? new ScriptedApiGateway(),
    tokenStore: options.tokenStore ?? new InMemoryTokenStore(),
    navigator: options.navigator ?? new RecordingNavigator(),
    notifier: options.notifier ?? new RecordingNotifier(),
    clock: options.clock ?? new FakeClock(),
    requestContext: options.requestContext ?? new RecordingRequestContext(),
    realtime: options.realtime ?? new FakeRealtimeChannel(),
    roomApi: options.roomApi ?? new ScriptedRoomApi(),
    chatApi: options.chatApi ?? new FakeChatApi(),
    qaApi: options.qaApi ?? new FakeQaApi(),
    examApi: options.examApi ?? new FakeExamApi(),
    callToActionApi: options.callToActionApi ?? new FakeCallToActionApi(),
    giftTools: options.giftTools ?? new FakeGiftToolsApi(),
    voteApi: options.voteApi ?? new FakeVoteApi(),
    marketingApi: options.marketingApi ?? new FakeMarketingApi(),
    urlOpener: options.urlOpener ?? new RecordingUrlOpener(),
    breakoutApi: options.breakoutApi ?? new FakeBreakoutApi(),
    clipboard: options.clipboard ?? new FakeClipboard(),
    luckyDrawApi: options.luckyDrawApi ?? new FakeLuckyDrawApi(),
    awardQuizApi: options.awardQuizApi ?? new FakeAwardQuizApi(),
    signInApi: options.signInApi ?? new FakeSignInApi(),
    screensApi: options.screensApi ?? new FakeScreensApi(),
  };
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(APP_TOKENS.ApiGateway).toConstantValue(fakes.api);
  container.bind(APP_TOKENS.TokenStore).toConstantValue(fakes.tokenStore);
  container.bind(APP_TOKENS.Navigator).toConstantValue(fakes.navigator);
  container.bind(APP_TOKENS.Notifier).toConstantValue(fakes.notifier);
  container.bind(APP_TOKENS.Clock).toConstantValue(fakes.clock);
  container.bind(APP_TOKENS.RequestContext).toConstantValue(fakes.requestContext);
  container.bind(APP_TOKENS.RealtimeChannel).toConstantValue(fakes.realtime);
  container.bind(APP_TOKENS.RoomApi).toConstantValue(fakes.roomApi);
  container.bind(APP_TOKENS.AdPictureApi).toConstantValue(new RecordingAdPictureApi());
  container.bind(APP_TOKENS.ChatApi).toConstantValue(fakes.chatApi);
  container.bind(APP_TOKENS.CallToActionApi).toConstantValue(fakes.callToActionApi);
  bindGiftToolPorts(container, fakes.giftTools);
  container.bind(APP_TOKENS.VoteApi).toConstantValue(fakes.voteApi);
  container.bind(APP_TOKENS.MarketingApi).toConstantValue(fakes.marketingApi);
  container.bind(APP_TOKENS.UrlOpener).toConstantValue(fakes.urlOpener);
  container.bind(APP_TOKENS.BreakoutApi).toConstantValue(fakes.breakoutApi);
  container.bind(APP_TOKENS.Clipboard).toConstantValue(fakes.clipboard);
  container.bind(APP_TOKENS.LuckyDrawApi).toConstantValue(fakes.luckyDrawApi);
  container.bind(APP_TOKENS.AwardQuizApi).toConstantValue(fakes.awardQuizApi);
  container.bind(APP_TOKENS.SignInApi).toConstantValue(fakes.signInApi);
  container.bind(APP_TOKENS.ScreensApi).toConstantValue(fakes.screensApi);
  container.bind(APP_TOKENS.QaApi).toConstantValue(fakes.qaApi);
  container.bind(APP_TOKENS.ExamApi).toConstantValue(fakes.examApi);
  for (const engine of options.engines ?? []) container.bind(APP_TOKENS.PlaybackEngine).toConstantValue(engine);
  container.bind(APP_TOKENS.ResolveEvent).to(ResolveEvent);
  container.bind(APP_TOKENS.EnterEvent).to(EnterEvent);
  container.bind(APP_TOKENS.OpenRoom).to(OpenRoom);
  container.bind(APP_TOKENS.PlayStream).to(PlayStream);
  container.bind(APP_TOKENS.RealtimeSession).to(RealtimeSession);
  container.bind(APP_TOKENS.LiveRoom).to(LiveRoom);
  container.bind(APP_TOKENS.Likes).to(Likes);
  container.bind(APP_TOKENS.Presence).to(Presence);
  container.bind(APP_TOKENS.Chat).to(Chat);
  container.bind(APP_TOKENS.CallToActions).to(CallToActions);
  container.bind(APP_TOKENS.Vote).to(Vote);
  container.bind(APP_TOKENS.LuckyDraw).to(LuckyDrawTool);
  container.bind(APP_TOKENS.AwardQuiz).to(AwardQuizTool);
  container.bind(APP_TOKENS.SignIn).to(SignInTool);
  container.bind(APP_TOKENS.QuestionAnswer).to(QuestionAnswer);
  container.bind(APP_TOKENS.Exam).to(Exam);
  container.bind(APP_TOKENS.RoomScopeParent).toConstantValue(container);
  container.bind(APP_TOKENS.WatchRoom).to(WatchRoom);
  for (const registration of options.roomFeatures ?? WATCH_ROOM_FEATURES)
    container.bind(APP_TOKENS.RoomFeature).toConstantValue(registration);
  const session = bindSessionPorts(container, fakes.clock, options);
  const forms = bindFormPorts(container, options);
  const landing = bindLandingPorts(container, options);
  return { container, ...fakes, ...session, ...forms, ...landing };
}
