import { TOOLBAR_BUTTON } from "@livehall/domain";
import { BoardPlay } from "../board/board-play";
import { CALL_TO_ACTION_TOPICS, CallToActions } from "../call-to-action/call-to-actions";
import { CHAT_TOPICS, Chat } from "../chat/chat";
import { LIKES_TOPICS, Likes } from "../likes/likes";
import { Presence } from "../likes/presence";
import { AdPictures } from "../decorate/ad-pictures";
import { LiveRoom, LIVE_ROOM_TOPICS } from "../live-room/live-room";
import { PlayFlow } from "../play-flow/play-flow";
import { MeetingScreens } from "../meeting-room/meeting-screens";
import { RealtimeSession } from "../realtime/realtime-session";
import { WatchDuration } from "../watch-duration/watch-duration";
import { LUCKY_DRAW_TOPICS, LuckyDrawTool } from "../tools/lucky-draw/lucky-draw-tool";
import { AWARD_QUIZ_TOPICS, AwardQuizTool } from "../tools/award-quiz/award-quiz-tool";
import { SIGN_IN_TOPICS, SignInTool } from "../tools/sign-in/sign-in-tool";
import { APP_TOKENS } from "../tokens";
import { Vote, VOTE_TOPICS } from "../tools/vote/vote";
import { MARKETING_TOOLS_TOPICS, MarketingTools } from "../tools/marketing/marketing-tools";
import {
  MarketingCodesButton,
  MarketingDownloadsButton,
  MarketingFormsButton,
  MarketingServiceButton,
} from "../tools/marketing/marketing-buttons";
import { Breakout, BREAKOUT_TOPICS } from "../tools/breakout/breakout";
import { ShareLink } from "../tools/share/share-link";
import { SharePoster } from "../tools/share/share-poster";
import { CommentTool } from "../tools/chat-tools/comment-tool";
import { LikeTool } from "../tools/chat-tools/like-tool";
import { QA_TOPICS, QuestionAnswer } from "../tools/qa/question-answer";
import { EXAM_TOPICS, Exam } from "../tools/exam/exam";
import { Feed, FEED_TOPICS } from "../tools/feed/feed";
import { Gifts, GIFTS_TOPICS } from "../tools/gifts/gifts";
import { RankingList, RANKING_TOPICS } from "../tools/gifts/ranking-list";
import { Goods, GOODS_TOPICS } from "../tools/goods/goods";
import { RedEnvelopes, RED_ENVELOPE_TOPICS } from "../tools/red-envelope/red-envelopes";
import { Toolbar } from "../toolbar/toolbar";
import type { RoomFeatureRegistration } from "./room-feature-registration";
import { topicsOf } from "./room-scope";

/**
 * The features every watch room has, in start order: the realtime session first (the features
 * after it listen to its pushes), then the live room, chat, likes, presence, call-to-actions, the play flow, the board and
 * the watch duration. Each registration names the realtime topics its own feature listens to (the
 * connection asks for their union, `topicsOf`). An app binds each under APP_TOKENS.RoomFeature in
 * its composition root; later features (toolbar tools) add their own registrations, with their
 * own topics, beside these.
 */
export const WATCH_ROOM_FEATURES: readonly RoomFeatureRegistration[] = [
  { id: "realtimeSession", token: APP_TOKENS.RealtimeSession, type: RealtimeSession, order: 100 },
  { id: "liveRoom", token: APP_TOKENS.LiveRoom, type: LiveRoom, order: 200, topics: LIVE_ROOM_TOPICS },
  { id: "chat", token: APP_TOKENS.Chat, type: Chat, order: 300, topics: CHAT_TOPICS },
  { id: "likes", token: APP_TOKENS.Likes, type: Likes, order: 400, topics: LIKES_TOPICS },
  { id: "presence", token: APP_TOKENS.Presence, type: Presence, order: 500 },
  { id: "callToActions", token: APP_TOKENS.CallToActions, type: CallToActions, order: 600, topics: CALL_TO_ACTION_TOPICS },
  { id: "playFlow", token: APP_TOKENS.PlayFlow, type: PlayFlow, order: 700 },
  // A meeting room's screens (decision 0039); does nothing in a live room.
  { id: "meetingScreens", token: APP_TOKENS.MeetingScreens, type: MeetingScreens, order: 750 },
  { id: "board", token: APP_TOKENS.BoardPlay, type: BoardPlay, order: 800 },
  { id: "watchDuration", token: APP_TOKENS.WatchDuration, type: WatchDuration, order: 900 },
  { id: "adPictures", token: APP_TOKENS.AdPictures, type: AdPictures, order: 950 },
  { id: "vote", token: APP_TOKENS.Vote, type: Vote, order: 1100, topics: VOTE_TOPICS, toolbarButton: TOOLBAR_BUTTON.VOTE },
  {
    id: "luckyDraw",
    token: APP_TOKENS.LuckyDraw,
    type: LuckyDrawTool,
    order: 1200,
    topics: LUCKY_DRAW_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.LUCKY_DRAW,
  },
  {
    id: "awardQuiz",
    token: APP_TOKENS.AwardQuiz,
    type: AwardQuizTool,
    order: 1300,
    topics: AWARD_QUIZ_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.VIE_ANSWER,
  },
  { id: "signIn", token: APP_TOKENS.SignIn, type: SignInTool, order: 1400, topics: SIGN_IN_TOPICS, toolbarButton: TOOLBAR_BUTTON.SIGN_IN },
  {
    id: "questionAnswer",
    token: APP_TOKENS.QuestionAnswer,
    type: QuestionAnswer,
    order: 1500,
    topics: QA_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.ASK_QUESTION,
  },
  { id: "exam", token: APP_TOKENS.Exam, type: Exam, order: 1600, topics: EXAM_TOPICS, toolbarButton: TOOLBAR_BUTTON.EXAM },
  { id: "gifts", token: APP_TOKENS.Gifts, type: Gifts, order: 1700, topics: GIFTS_TOPICS, toolbarButton: TOOLBAR_BUTTON.REWARD },
  {
    id: "rankingList",
    token: APP_TOKENS.RankingList,
    type: RankingList,
    order: 1710,
    topics: RANKING_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.RANKING_LIST,
  },
  { id: "goods", token: APP_TOKENS.Goods, type: Goods, order: 1800, topics: GOODS_TOPICS, toolbarButton: TOOLBAR_BUTTON.GOODS },
  { id: "redEnvelopes", token: APP_TOKENS.RedEnvelopes, type: RedEnvelopes, order: 1900, topics: RED_ENVELOPE_TOPICS },
  { id: "feed", token: APP_TOKENS.Feed, type: Feed, order: 1910, topics: FEED_TOPICS },
  {
    id: "marketingTools",
    token: APP_TOKENS.MarketingTools,
    type: MarketingTools,
    order: 2000,
    topics: MARKETING_TOOLS_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.MARKET_TOOL,
  },
  {
    id: "marketingForms",
    token: APP_TOKENS.MarketingForms,
    type: MarketingFormsButton,
    order: 2001,
    toolbarButton: TOOLBAR_BUTTON.COLLECT_FORM,
  },
  {
    id: "marketingDownloads",
    token: APP_TOKENS.MarketingDownloads,
    type: MarketingDownloadsButton,
    order: 2002,
    toolbarButton: TOOLBAR_BUTTON.DOWNLOAD_MATERIALS,
  },
  {
    id: "marketingCodes",
    token: APP_TOKENS.MarketingCodes,
    type: MarketingCodesButton,
    order: 2003,
    toolbarButton: TOOLBAR_BUTTON.CODE_ATTENTION,
  },
  {
    id: "marketingService",
    token: APP_TOKENS.MarketingService,
    type: MarketingServiceButton,
    order: 2004,
    toolbarButton: TOOLBAR_BUTTON.CUSTOMER_SERVICE,
  },
  {
    id: "breakout",
    token: APP_TOKENS.Breakout,
    type: Breakout,
    order: 2100,
    topics: BREAKOUT_TOPICS,
    toolbarButton: TOOLBAR_BUTTON.BREAKOUT,
  },
  { id: "shareLink", token: APP_TOKENS.ShareLink, type: ShareLink, order: 2200, toolbarButton: TOOLBAR_BUTTON.LINK },
  { id: "sharePoster", token: APP_TOKENS.SharePoster, type: SharePoster, order: 2210, toolbarButton: TOOLBAR_BUTTON.POSTER },
  { id: "commentTool", token: APP_TOKENS.CommentTool, type: CommentTool, order: 2220, toolbarButton: TOOLBAR_BUTTON.COMMENT },
  { id: "likeTool", token: APP_TOKENS.LikeTool, type: LikeTool, order: 2230, toolbarButton: TOOLBAR_BUTTON.LIKE },
  // Tools register from 1000 on (issue 13); the toolbar starts after every tool.
  { id: "toolbar", token: APP_TOKENS.Toolbar, type: Toolbar, order: 10_000 },
];

/** Every topic the watch room's features listen to: what the realtime connection asks for (and infrastructure maps). */
export const WATCH_ROOM_TOPICS: readonly number[] = topicsOf(WATCH_ROOM_FEATURES);
