/**
 * @livehall/application: the use-cases of the viewer app and the ports they need. Apps bind
 * the ports to adapters under {@link APP_TOKENS}; UIs resolve use-cases and subscribe to
 * their `state$`. Fakes of every port live in `@livehall/application/testing`.
 */
export { APP_TOKENS, getService, token, type ServiceIdentifier, type ServiceLocator, type ServiceOf } from "./tokens";
export type { Loadable, ResolvedEvent, EnteredEvent, OpenedRoom } from "./state";
export type { ApiGateway, AccessCredentials, RequestContext } from "./api/ports";
export type { Clock, TimerHandle, Navigator, NavigateOptions, Notifier, Notice, NoticeLevel, CopyTextService } from "./platform/ports";
export type { TokenStore, SessionApi, WatchedTimeStore, TabPresence, DeviceIdentity, HandOverFlows, CrossTabLock } from "./session/ports";
export type { SessionKeeperService, AdoptUrlTokensService, TabGuardService } from "./session/services";
export type { CaptchaApi, CaptchaSolver } from "./access/ports";
export type { CaptchaService, CaptchaState, AccessFormService, AccessFormState } from "./access/services";
export type { LoginApi, VerificationCodeRequest, CodeLoginRequest } from "./login/ports";
export { INITIAL_CODE_LOGIN } from "./login/services";
export type {
  LoginPromptMode,
  LoginPromptState,
  LoginPromptService,
  CodeLoginState,
  CodeLoginService,
  NicknameState,
  ChangeNicknameService,
  LogOutService,
} from "./login/services";
export type { SignupApi } from "./signup/ports";
export type { SignupState, SignupService } from "./signup/services";
export type { WechatApi, WechatAuthUrlRequest, WechatAuthRequest } from "./wechat/ports";
export type { WechatPcLoginState, WechatPcLoginService, WechatMobileLoginState, WechatMobileLoginService } from "./wechat/services";
export type { InteractiveAction, InterceptAnonymousService } from "./interception/services";
export type { SpentTrialService, TrialState, TrialTimerService } from "./trial/services";
export type { RealtimeChannel, RealtimeConnectParams, RealtimeProtocolError, RealtimeStatus } from "./realtime/ports";
export type { RoomPush, RoomPushKind, RoomPushOf } from "./realtime/room-push";
export { pushesOf } from "./realtime/pushes-of";
export type { RealtimeSessionService, RealtimeState } from "./realtime/services";
export type { RoomApi } from "./likes/ports";
export { INITIAL_LIKES, type LikesState, type LikesService, type PresenceService } from "./likes/services";
export { Likes, LIKES_TOPICS, LIKE_BATCH_MS, MAX_LIKES_PER_CALL } from "./likes/likes";
export { Presence } from "./likes/presence";
export type { AdPictureApi, AdPictureAction } from "./decorate/ports";
export { INITIAL_AD_PICTURES, type AdPicturesState, type AdPicturesService } from "./decorate/services";
export { AdPictures } from "./decorate/ad-pictures";
export {
  INITIAL_LIVE_ROOM,
  type BoardStreamPush,
  type LiveAnnouncement,
  type LiveRoomService,
  type LiveRoomState,
} from "./live-room/services";
export type {
  LiveLatencySample,
  PlaybackEngine,
  PlaybackError,
  PlaybackEvent,
  PlaybackSession,
  PlaybackSource,
  PlaybackStats,
  PlayerLogEntry,
  PlayerLogSink,
  PlayerPerformanceSample,
  PlayerPreferencesStore,
} from "./playback/ports";
export type { AdDetail, MediaApi, MediaItem, RoomMedia, StreamProbe, VideoConfig } from "./play-flow/ports";
export {
  PLAY_FLOW_NOTICE_KEYS,
  type BoardPlayService,
  type BoardView,
  type PlayFlowEventSource,
  type PlayFlowNotice,
  type PlayFlowService,
  type PlayFlowView,
  type RoomLayout,
} from "./play-flow/services";
export { PlayFlow, MENU_VIDEO_SOURCE_TYPE } from "./play-flow/play-flow";
export { TRIAL_ENDED_CODE } from "./play-flow/room-media-outcome";
export { StreamDetector, type StreamDetectorEvent } from "./play-flow/stream-detector";
export { fetchLiveAddress, type LiveAddress } from "./play-flow/live-address";
export { LOADING_PLAY_FLOW_VIEW } from "./play-flow/play-flow-view";
export { BoardPlay } from "./board/board-play";
export { WatchDuration } from "./watch-duration/watch-duration";
export type { WatchDurationService, WatchedRoom } from "./watch-duration/services";
export { applyErrorDecision, currentUrl, logOut, redirectPath, type ErrorDecisionPorts } from "./errors/apply-error-decision";
export { decisionFor, INIT_FAILED_KEY } from "./errors/decision-for";
export { ResolveEvent, INVALID_EVENT_KEY } from "./resolve-event/resolve-event";
export { EnterEvent, type EnterEventOptions } from "./enter-event/enter-event";
export { entryTarget, onwardTarget } from "./enter-event/entry-target";
export { signupTarget, externalAuthTarget, type WayInRoom } from "./enter-event/way-in";
export { SessionKeeper, NO_ACCESS_TOKEN_MESSAGE, MIN_REFRESH_GAP_MS } from "./session/session-keeper";
export { AdoptUrlTokens } from "./session/adopt-url-tokens";
export { TabGuard, DUPLICATION_TAB_PATH } from "./session/tab-guard";
export { TrialTimer } from "./trial/trial-timer";
export { SpentTrial } from "./trial/spent-trial";
export { LoginPrompt } from "./login/login-prompt";
export { LogOut } from "./login/log-out";
export { InterceptAnonymous } from "./interception/intercept-anonymous";
export { Captcha, EXPIRY_MARGIN_MS } from "./access/captcha";
export { AccessForm, ACCOUNT_REQUIRED_KEY, SECRET_REQUIRED_KEY } from "./access/access-form";
export {
  CAPTCHA_UNAVAILABLE_KEY,
  RETRY_AFTER_KEY,
  CaptchaUnavailableError,
  formMessage,
  settleFormFailure,
  takeCaptcha,
  withMessage,
  NO_MESSAGE,
  type FormMessage,
} from "./access/form-failure";
export { CodeLogin, CODE_LOGIN_KEYS } from "./login/code-login";
export { acceptedAgreements, agreementsRequired, chooseAgreement, loginChoices, type AgreementRef } from "./login/agreement-choice";
export { ChangeNickname, NICKNAME_HIDDEN_CHARACTER_KEY, NICKNAME_LENGTH_KEY } from "./login/change-nickname";
export { Signup, SIGNUP_PAGE_PARAMS } from "./signup/signup";
export { WechatPcLogin } from "./wechat/wechat-pc-login";
export { WechatMobileLogin, PARAMS_REQUIRED_KEY, RESULT_EVENT_MISSING_KEY, WECHAT_RESULT_PATH } from "./wechat/wechat-mobile-login";
export { WECHAT_KEYS, wechatStep, type WechatStep } from "./wechat/wechat-outcome";
export { OpenRoom } from "./open-room/open-room";
export { PlayStream, ENGINE_ATTACH_FAILED } from "./play-stream/play-stream";
export type { PlayerService, PlayerSignal, PlayerView, PlayRequest } from "./play-stream/services";
export type { PlaylistOptions, PlaylistPosition } from "./play-stream/playlist-cursor";
export { INITIAL_PLAYER_VIEW, errorIdOf, isFatalPlaybackError, viewAfterEvent } from "./play-stream/player-view";
export { DEFAULT_TARGET_LATENCY_SECONDS, LIVE_CATCH_UP_TICK_MS } from "./play-stream/live-catch-up-loop";
export { PerformanceSampler, type SamplingContext } from "./player-logs/performance-sampler";
export { MetricIds } from "./player-logs/metric-ids";
export { errorLogEntry, type FatalErrorFacts } from "./player-logs/error-log-entry";
export { RealtimeSession, REALTIME_LOST_KEY } from "./realtime/realtime-session";
export { imUrl, IM_PATH } from "./realtime/im-url";
export { LiveRoom, LIVE_ROOM_TOPICS, ROOM_BAN_KEY } from "./live-room/live-room";
export { FILE_TYPE_NOT_SUPPORTED_KEY, PLAYER_ERROR_KEYS } from "./play-stream/player-view";
export { INITIAL_CHAT, type ChatMessage, type ChatSendResult, type ChatService, type ChatState, type ChatStatus } from "./chat/services";
export { INITIAL_CALL_TO_ACTIONS, type CallToAction, type CallToActionsService, type CallToActionsState } from "./call-to-action/services";
export type { ChatApi, ChatHistory, ChatHistoryQuery, ChatMessageData } from "./chat/ports";
export {
  Chat,
  CHAT_TOPICS,
  CHAT_BANNED_CODE,
  CHAT_CATCH_UP_MAX_PAGES,
  CHAT_CATCH_UP_PAGE,
  CHAT_REFUSAL_CODES,
  CHAT_TEXT_KEYS,
} from "./chat/chat";
export type { CallToActionApi } from "./call-to-action/ports";
export { CallToActions, CALL_TO_ACTION_TOPICS, MAX_TIMER_DELAY_MS } from "./call-to-action/call-to-actions";
export * from "./tools/marketing/index";
export { WatchRoom } from "./watch-room/watch-room";
export { MeetingScreens } from "./meeting-room/meeting-screens";
export type { ListedScreen, ScreensApi } from "./meeting-room/ports";
export { INITIAL_MEETING_SCREENS, type MeetingScreensService, type MeetingScreensView } from "./meeting-room/services";
export { RoomScope, openRoomScope, topicsOf } from "./watch-room/room-scope";
export { LiveStatusFollower } from "./watch-room/live-status-follower";
export { Lifetime, type LifetimeSignal } from "./lifetime";
export type { RoomContext, RoomFeature } from "./watch-room/room-context";
export type { RoomFeatureRegistration } from "./watch-room/room-feature-registration";
export { isToolbarTool, NO_ATTENTION, type ToolAttention, type ToolbarTool } from "./toolbar/toolbar-tool";
export { Toolbar, type ToolbarEntries, type ToolbarEntry } from "./toolbar/toolbar";
export type { ToolbarButtonView, ToolbarService, ToolbarState } from "./toolbar/services";
export type { ResolveEventService } from "./resolve-event/services";
export type { OpenRoomService } from "./open-room/services";
export type { EnterEventService } from "./enter-event/services";
export type { WatchRoomService } from "./watch-room/services";
export { WATCH_ROOM_FEATURES, WATCH_ROOM_TOPICS } from "./watch-room/watch-room-features";
export * from "./tools/gifts/index";
export * from "./tools/goods/index";
export * from "./tools/red-envelope/index";
export * from "./tools/feed/index";
export { Vote, VOTE_TOPICS } from "./tools/vote/vote";
export { INITIAL_VOTE_STATE, type VoteService, type VoteState } from "./tools/vote/services";
export type { VoteApi } from "./tools/vote/ports";
export type { BallotOutcome, BallotRefusal, ViewerVote, VoteData, VoteOption, VoteOptionResult, VoteResults } from "./tools/vote/models";
export { Breakout, BREAKOUT_TOPICS, BREAKOUT_KEYS } from "./tools/breakout/breakout";
export type { BreakoutApi, BreakoutInfo, BreakoutInfoUpdate, BreakoutRoomInfo } from "./tools/breakout/ports";
export type { BreakoutService, BreakoutToolState } from "./tools/breakout/services";
export { ShareLink, roomShareLink } from "./tools/share/share-link";
export { CopyText, COPIED_KEY, COPY_REFUSED_KEY } from "./platform/copy-text";
export { SharePoster } from "./tools/share/share-poster";
export type { Clipboard } from "./tools/share/ports";
export type { ShareLinkService, ShareLinkState, SharePosterService, SharePosterState } from "./tools/share/services";
export { CommentTool } from "./tools/chat-tools/comment-tool";
export { LikeTool } from "./tools/chat-tools/like-tool";
export type { LikeToolService } from "./tools/chat-tools/services";
export type { LuckyDrawApi } from "./tools/lucky-draw/ports";
export * from "./tools/lucky-draw/services";
export { LuckyDrawTool, LUCKY_DRAW_TOPICS, DRAW_ROLL_MS } from "./tools/lucky-draw/lucky-draw-tool";
export type { AwardQuizApi } from "./tools/award-quiz/ports";
export * from "./tools/award-quiz/services";
export { AwardQuizTool, AWARD_QUIZ_TOPICS } from "./tools/award-quiz/award-quiz-tool";
export type { SignInApi } from "./tools/sign-in/ports";
export * from "./tools/sign-in/services";
export { SignInTool, SIGN_IN_TOPICS } from "./tools/sign-in/sign-in-tool";
export type { QaApi, QaChange, QaOrder, QaQuestionData } from "./tools/qa/ports";
export { INITIAL_QA, type QaAskResult, type QaQuestion, type QaService, type QaState, type QaStatus } from "./tools/qa/services";
export { MAX_QUESTION_TEXT, QA_TEXT_KEYS, QA_TOPICS, QuestionAnswer } from "./tools/qa/question-answer";
export type { ExamApi, ExamPaper, ExamQuestion, ExamQuestionScore, ExamScore } from "./tools/exam/ports";
export { INITIAL_EXAM, type ExamPhase, type ExamService, type ExamState, type ExamSubmitResult } from "./tools/exam/services";
export { Exam, EXAM_TOPICS } from "./tools/exam/exam";
export { PORTAL_TOKENS } from "./portal/portal-tokens";
export { PortalPage, PORTAL_LOAD_FAILED_KEY } from "./portal/portal-page";
export type { PortalApi, BrowserFingerprintSource } from "./portal/ports";
export type { PortalPageService, PortalPageState } from "./portal/services";
export * from "./notices/index";
export * from "./tickets/index";
export * from "./visitor/index";
export type { LandingApi, ChannelStore, SchedulePage } from "./landing/ports";
export type { LandingService, LandingState, LandingStep, ViewerChannelService } from "./landing/services";
export { Landing, INITIAL_LANDING, LANDING_DOT_MS } from "./landing/landing";
export { ViewerChannel } from "./landing/viewer-channel";
export { AccessWordsReader } from "./access/access-words";
export type { AccessWords, AccessWordsService, AccessWordsState } from "./access/services";
