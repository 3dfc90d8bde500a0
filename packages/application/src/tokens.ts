import type { Container } from "inversify";
import type { CaptchaApi, CaptchaSolver } from "./access/ports";
import type { AccessFormService, AccessWordsService, CaptchaService } from "./access/services";
import type { ApiGateway, RequestContext } from "./api/ports";
import type { CallToActionApi } from "./call-to-action/ports";
import type { CallToActionsService } from "./call-to-action/services";
import type { MarketingApi, UrlOpener } from "./tools/marketing/ports";
import type { MarketingButtonService, MarketingToolsService } from "./tools/marketing/services";
import type { ChatApi } from "./chat/ports";
import type { ChatService } from "./chat/services";
import type { LuckyDrawApi } from "./tools/lucky-draw/ports";
import type { LuckyDrawService } from "./tools/lucky-draw/services";
import type { AwardQuizApi } from "./tools/award-quiz/ports";
import type { AwardQuizService } from "./tools/award-quiz/services";
import type { SignInApi } from "./tools/sign-in/ports";
import type { SignInService } from "./tools/sign-in/services";
import type { EnterEventService } from "./enter-event/services";
import type { ChannelStore, LandingApi } from "./landing/ports";
import type { LandingService, ViewerChannelService } from "./landing/services";
import type { InterceptAnonymousService } from "./interception/services";
import type { RoomApi } from "./likes/ports";
import type { LikesService, PresenceService } from "./likes/services";
import type { AdPictureApi } from "./decorate/ports";
import type { AdPicturesService } from "./decorate/services";
import type { QaApi } from "./tools/qa/ports";
import type { QaService } from "./tools/qa/services";
import type { ExamApi } from "./tools/exam/ports";
import type { ExamService } from "./tools/exam/services";
import type { LiveRoomService } from "./live-room/services";
import type { LoginApi } from "./login/ports";
import type { ChangeNicknameService, CodeLoginService, LogOutService, LoginPromptService } from "./login/services";
import type { OpenRoomService } from "./open-room/services";
import type { Clock, CopyTextService, Navigator, Notifier } from "./platform/ports";
import type { MediaApi, StreamProbe } from "./play-flow/ports";
import type { BoardPlayService, PlayFlowService } from "./play-flow/services";
import type { ScreensApi } from "./meeting-room/ports";
import type { MeetingScreensService } from "./meeting-room/services";
import type { PlayerService } from "./play-stream/services";
import type { ToolbarService } from "./toolbar/services";
import { ROOM_TOOLBAR_ENTRIES } from "./toolbar/toolbar-entries";
import type { PlaybackEngine, PlayerLogSink, PlayerPreferencesStore } from "./playback/ports";
import type { RealtimeChannel } from "./realtime/ports";
import type { RealtimeSessionService } from "./realtime/services";
import type { ResolveEventService } from "./resolve-event/services";
import type { CrossTabLock, DeviceIdentity, HandOverFlows, SessionApi, TabPresence, TokenStore, WatchedTimeStore } from "./session/ports";
import type { AdoptUrlTokensService, SessionKeeperService, TabGuardService } from "./session/services";
import type { SignupApi } from "./signup/ports";
import type { SignupService } from "./signup/services";
import type { SpentTrialService, TrialTimerService } from "./trial/services";
import type { WatchDurationService } from "./watch-duration/services";
import type { VoteApi } from "./tools/vote/ports";
import type { VoteService } from "./tools/vote/services";
import type { RoomFeatureRegistration } from "./watch-room/room-feature-registration";
import type { FeedApi } from "./tools/feed/ports";
import type { FeedService } from "./tools/feed/services";
import type { GiftApi } from "./tools/gifts/ports";
import type { GiftsService, RankingListService } from "./tools/gifts/services";
import type { GoodsApi } from "./tools/goods/ports";
import type { GoodsService } from "./tools/goods/services";
import type { RedEnvelopeApi } from "./tools/red-envelope/ports";
import type { RedEnvelopesService } from "./tools/red-envelope/services";
import type { WatchRoomService } from "./watch-room/services";
import type { WechatApi } from "./wechat/ports";
import type { WechatMobileLoginService, WechatPcLoginService } from "./wechat/services";
import type { BreakoutApi } from "./tools/breakout/ports";
import type { BreakoutService } from "./tools/breakout/services";
import type { Clipboard } from "./tools/share/ports";
import type { ShareLinkService, SharePosterService } from "./tools/share/services";
import type { LikeToolService } from "./tools/chat-tools/services";
import type { ToolbarTool } from "./toolbar/toolbar-tool";

import { token } from "./service-identifier";
import type { NoticesService } from "./notices/services";
import type { NoticeApi, NoticePopupMemory } from "./notices/ports";
import type { TicketsService } from "./tickets/services";
import type { VisitorPassLoader } from "./visitor/services";
import type { TicketApi } from "./tickets/ports";

export { getService, token, type ServiceIdentifier, type ServiceLocator, type ServiceOf } from "./service-identifier";

/**
 * Inversify service identifiers. Ports are bound to infrastructure adapters and use-cases to
 * their classes only in an app's composition root; tests and Storybook hand in their own.
 */
export const APP_TOKENS = {
  ApiGateway: token<ApiGateway>("ApiGateway"),
  RequestContext: token<RequestContext>("RequestContext"),
  TokenStore: token<TokenStore>("TokenStore"),
  Clock: token<Clock>("Clock"),
  Navigator: token<Navigator>("Navigator"),
  Notifier: token<Notifier>("Notifier"),
  RealtimeChannel: token<RealtimeChannel>("RealtimeChannel"),
  /** All PlaybackEngine bindings, in preference order (multi-injection). */
  PlaybackEngine: token<PlaybackEngine>("PlaybackEngine"),
  CaptchaApi: token<CaptchaApi>("CaptchaApi"),
  CaptchaSolver: token<CaptchaSolver>("CaptchaSolver"),
  LoginApi: token<LoginApi>("LoginApi"),
  SignupApi: token<SignupApi>("SignupApi"),
  WechatApi: token<WechatApi>("WechatApi"),
  SessionApi: token<SessionApi>("SessionApi"),
  WatchedTimeStore: token<WatchedTimeStore>("WatchedTimeStore"),
  HandOverFlows: token<HandOverFlows>("HandOverFlows"),
  /** Optional: bound only where tabs can talk (BroadcastChannel). */
  TabPresence: token<TabPresence>("TabPresence"),
  DeviceIdentity: token<DeviceIdentity>("DeviceIdentity"),
  /** Optional: bound only where the browser has Web Locks (single-flight refresh across tabs). */
  CrossTabLock: token<CrossTabLock>("CrossTabLock"),
  ResolveEvent: token<ResolveEventService>("ResolveEvent"),
  EnterEvent: token<EnterEventService>("EnterEvent"),
  LandingApi: token<LandingApi>("LandingApi"),
  ChannelStore: token<ChannelStore>("ChannelStore"),
  ViewerChannel: token<ViewerChannelService>("ViewerChannel"),
  Landing: token<LandingService>("Landing"),
  /** The organiser's access-check words for the access page (decision 0049). */
  AccessWords: token<AccessWordsService>("AccessWords"),
  OpenRoom: token<OpenRoomService>("OpenRoom"),
  PlayStream: token<PlayerService>("PlayStream"),
  /** Transient: one per form. */
  Captcha: token<CaptchaService>("Captcha"),
  AccessForm: token<AccessFormService>("AccessForm"),
  LoginPrompt: token<LoginPromptService>("LoginPrompt"),
  CodeLogin: token<CodeLoginService>("CodeLogin"),
  ChangeNickname: token<ChangeNicknameService>("ChangeNickname"),
  LogOut: token<LogOutService>("LogOut"),
  Signup: token<SignupService>("Signup"),
  WechatPcLogin: token<WechatPcLoginService>("WechatPcLogin"),
  WechatMobileLogin: token<WechatMobileLoginService>("WechatMobileLogin"),
  InterceptAnonymous: token<InterceptAnonymousService>("InterceptAnonymous"),
  TrialTimer: token<TrialTimerService>("TrialTimer"),
  SpentTrial: token<SpentTrialService>("SpentTrial"),
  SessionKeeper: token<SessionKeeperService>("SessionKeeper"),
  AdoptUrlTokens: token<AdoptUrlTokensService>("AdoptUrlTokens"),
  TabGuard: token<TabGuardService>("TabGuard"),
  RealtimeSession: token<RealtimeSessionService>("RealtimeSession"),
  LiveRoom: token<LiveRoomService>("LiveRoom"),
  RoomApi: token<RoomApi>("RoomApi"),
  Likes: token<LikesService>("Likes"),
  Presence: token<PresenceService>("Presence"),
  AdPictureApi: token<AdPictureApi>("AdPictureApi"),
  AdPictures: token<AdPicturesService>("AdPictures"),
  ChatApi: token<ChatApi>("ChatApi"),
  Chat: token<ChatService>("Chat"),
  CallToActionApi: token<CallToActionApi>("CallToActionApi"),
  CallToActions: token<CallToActionsService>("CallToActions"),
  MarketingApi: token<MarketingApi>("MarketingApi"),
  /** Opens an address (the §2 customer-service rule) and knows whether the page runs on a phone. */
  UrlOpener: token<UrlOpener>("UrlOpener"),
  MarketingTools: token<MarketingToolsService>("MarketingTools"),
  MarketingForms: token<MarketingButtonService>("MarketingForms"),
  MarketingDownloads: token<MarketingButtonService>("MarketingDownloads"),
  MarketingCodes: token<MarketingButtonService>("MarketingCodes"),
  MarketingService: token<MarketingButtonService>("MarketingService"),
  LuckyDrawApi: token<LuckyDrawApi>("LuckyDrawApi"),
  LuckyDraw: token<LuckyDrawService>("LuckyDraw"),
  AwardQuizApi: token<AwardQuizApi>("AwardQuizApi"),
  AwardQuiz: token<AwardQuizService>("AwardQuiz"),
  SignInApi: token<SignInApi>("SignInApi"),
  SignIn: token<SignInService>("SignIn"),
  /** The board's own player core (a second PlayStream; PlayStream is the main video's). */
  BoardStream: token<PlayerService>("BoardStream"),
  PlayerPreferencesStore: token<PlayerPreferencesStore>("PlayerPreferencesStore"),
  /** Optional: where player logs go (bound when a log url is configured). */
  PlayerLogSink: token<PlayerLogSink>("PlayerLogSink"),
  MediaApi: token<MediaApi>("MediaApi"),
  StreamProbe: token<StreamProbe>("StreamProbe"),
  PlayFlow: token<PlayFlowService>("PlayFlow"),
  BoardPlay: token<BoardPlayService>("BoardPlay"),
  WatchDuration: token<WatchDurationService>("WatchDuration"),
  VoteApi: token<VoteApi>("VoteApi"),
  Vote: token<VoteService>("Vote"),
  QaApi: token<QaApi>("QaApi"),
  QuestionAnswer: token<QaService>("QuestionAnswer"),
  ExamApi: token<ExamApi>("ExamApi"),
  Exam: token<ExamService>("Exam"),
  GiftApi: token<GiftApi>("GiftApi"),
  Gifts: token<GiftsService>("Gifts"),
  RankingList: token<RankingListService>("RankingList"),
  GoodsApi: token<GoodsApi>("GoodsApi"),
  Goods: token<GoodsService>("Goods"),
  RedEnvelopeApi: token<RedEnvelopeApi>("RedEnvelopeApi"),
  RedEnvelopes: token<RedEnvelopesService>("RedEnvelopes"),
  FeedApi: token<FeedApi>("FeedApi"),
  Feed: token<FeedService>("Feed"),
  /** The watch room's owner: opens a room and holds its features (one per app). */
  WatchRoom: token<WatchRoomService>("WatchRoom"),
  /** Every room feature's registration (multi-injection): what each open room constructs. */
  RoomFeature: token<RoomFeatureRegistration>("RoomFeature"),
  /** The room's features behind toolbar buttons (bound by the room scope in each room's container). */
  RoomToolbarEntries: ROOM_TOOLBAR_ENTRIES,
  /** The room's toolbar (issue 13). */
  Toolbar: token<ToolbarService>("Toolbar"),
  /** The container whose children hold each open room's features (the app's own container). */
  RoomScopeParent: token<Container>("RoomScopeParent"),
  BreakoutApi: token<BreakoutApi>("BreakoutApi"),
  Breakout: token<BreakoutService>("Breakout"),
  Clipboard: token<Clipboard>("Clipboard"),
  /** Copies a text and says so (the player's "Copy video address"). */
  CopyText: token<CopyTextService>("CopyText"),
  ShareLink: token<ShareLinkService>("ShareLink"),
  SharePoster: token<SharePosterService>("SharePoster"),
  CommentTool: token<ToolbarTool>("CommentTool"),
  LikeTool: token<LikeToolService>("LikeTool"),
  /** The screens of a seminar or meeting room (decision 0039). */
  ScreensApi: token<ScreensApi>("ScreensApi"),
  MeetingScreens: token<MeetingScreensService>("MeetingScreens"),
  /** Notices on the landing page (decision 0036). */
  NoticeApi: token<NoticeApi>("NoticeApi"),
  NoticePopupMemory: token<NoticePopupMemory>("NoticePopupMemory"),
  Notices: token<NoticesService>("Notices"),
  /** Tickets on the landing page (decision 0036). */
  TicketApi: token<TicketApi>("TicketApi"),
  Tickets: token<TicketsService>("Tickets"),
  /** A visitor's reminder or ticket before entering (decision 0057): made on demand, its code off the landing page's first load. */
  VisitorPassLoader: token<VisitorPassLoader>("VisitorPassLoader"),
} as const;
