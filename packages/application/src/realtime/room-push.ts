import type { CallToAction } from "../call-to-action/services";
import type { MarketingToolItem } from "../tools/marketing/models";
import type { ChatMessageData } from "../chat/ports";
import type { BoardStreamPush } from "../live-room/services";
import type { FeedPost } from "../tools/feed/ports";
import type { GiftSent, Ranking } from "../tools/gifts/ports";
import type { GoodsShelf } from "../tools/goods/ports";
import type { RedEnvelope } from "../tools/red-envelope/ports";
import type { VoteData, VoteResults } from "../tools/vote/models";
import type { BreakoutInfoUpdate } from "../tools/breakout/ports";
import type { LuckyDraw } from "../tools/lucky-draw/services";
import type { AwardQuiz } from "../tools/award-quiz/services";
import type { SignInWindow } from "../tools/sign-in/services";
import type { QaChange, QaQuestionData } from "../tools/qa/ports";
import type { ExamPaper } from "../tools/exam/ports";

/**
 * What the realtime server pushed to the room (§4 Websocket, §7 topics), in the application's
 * words: one member per topic the client handles, told apart by `kind`. The channel adapter in
 * infrastructure reads the wire bodies and produces these; a body it cannot read never gets here.
 * Features listen by kind (`RealtimeSessionService.pushesOf`), not by topic id or field name.
 */
export type RoomPush =
  /** LIVE_STATUS: §3 live status, 1 not begun or 2 living. */
  | { readonly kind: "liveStatusChanged"; readonly liveStatus: number }
  /** PUSH_LIVE_STATUS: the main stream's §3 push status, 0 not started, 1 pending, 2 push started. */
  | { readonly kind: "pushStatusChanged"; readonly pushStatus: number }
  /** WATCH_NUMBER: the room's viewer count. */
  | { readonly kind: "watchNumberChanged"; readonly watchNumber: number }
  /** WATCH_NUMBER_FLAG: the viewer count is shown or hidden. */
  | { readonly kind: "watchNumberShownChanged"; readonly shown: boolean }
  /** ANNOUNCEMENT: §3 announcement event 1–4 (add, update, clear, rolling) with its text; `rolling` when told. */
  | { readonly kind: "announcementChanged"; readonly event: number; readonly content: string; readonly rolling?: boolean }
  /** INTERACTIVE_ACCESS_FLAG: interactions need a login. */
  | { readonly kind: "interactAccessChanged"; readonly interactAccess: boolean }
  /** ROOM_CONFIG: the mask player (which controls muting) is shown. */
  | { readonly kind: "maskPlayerChanged"; readonly maskPlayer: boolean }
  /** ROOM_LAYOUT: §3 room layout 1–4. */
  | { readonly kind: "layoutChanged"; readonly layout: number }
  /** LOOP_PLAYBACK: the trailers loop. */
  | { readonly kind: "loopPlaybackChanged"; readonly loopPlayback: boolean }
  /** BOARD_STREAM_STATUS: the board stream's status and address. */
  | { readonly kind: "boardStreamChanged"; readonly boardStream: BoardStreamPush }
  /** BAN_STATUS: the viewer `viewerId` was banned (or, `banned` false, let back) from chat or the room (§3 ban type). */
  | { readonly kind: "banChanged"; readonly banType: number; readonly viewerId: string; readonly banned: boolean }
  /** CHAT_MESSAGE: a new chat message. */
  | { readonly kind: "chatMessage"; readonly message: ChatMessageData }
  /** CHAT_DELETE: a moderator deleted the message `messageId`. */
  | { readonly kind: "chatMessageDeleted"; readonly messageId: number }
  /** MESSAGE_UPDATE: the chat changed as a whole (load the latest again). */
  | { readonly kind: "chatChanged" }
  /** LIKE_COUNT: the room's like total. */
  | { readonly kind: "likeCountChanged"; readonly total: number }
  /** CALL_TO_ACTION: the tools replacing the current ones. */
  | { readonly kind: "callToActionsChanged"; readonly items: readonly CallToAction[] }
  /** GIFT: someone in the room sent a gift (its effect shows for everyone). */
  | { readonly kind: "giftSent"; readonly gift: GiftSent }
  /** RANKING: the gift / invitation ranking (coalesced by the server). */
  | { readonly kind: "rankingChanged"; readonly ranking: Ranking }
  /** GOODS: the room's product cards and the one explained. */
  | { readonly kind: "goodsChanged"; readonly shelf: GoodsShelf }
  /** RED_ENVELOPE: an envelope was sent, or grabbed (fewer shares left). */
  | { readonly kind: "redEnvelopeChanged"; readonly envelope: RedEnvelope }
  /** TOPIC and TEXT_LIVE: a post of the room's feed. */
  | { readonly kind: "feedPost"; readonly post: FeedPost }
  /** VOTE start: a vote started (its results: none yet). */
  | { readonly kind: "voteStarted"; readonly vote: VoteData; readonly results: VoteResults }
  /** VOTE tally: the results of vote `voteId` changed (coalesced by the server). */
  | { readonly kind: "voteTally"; readonly voteId: string; readonly results: VoteResults }
  /** VOTE end: the vote ended (by the organiser or its deadline), with its final results. */
  | { readonly kind: "voteEnded"; readonly vote: VoteData; readonly results: VoteResults }
  /** MARKETING_TOOL (20327): the room's marketing tools, replacing the list (decision 0031). */
  | { readonly kind: "marketingToolsChanged"; readonly items: readonly MarketingToolItem[] }
  /** BREAKOUT: breakout rooms opened, viewers moved, or closed (decision 0032). */
  | { readonly kind: "breakoutChanged"; readonly update: BreakoutInfoUpdate }
  /** LUCKY_DRAW: a draw made, or ended (the whole draw). */
  | { readonly kind: "luckyDrawChanged"; readonly draw: LuckyDraw }
  /** AWARD_QUIZ: an award quiz started, has new winners or ended (the whole quiz). */
  | { readonly kind: "awardQuizChanged"; readonly quiz: AwardQuiz }
  /** SIGN_IN: a check-in window started, counted or ended. */
  | { readonly kind: "signInChanged"; readonly signIn: SignInWindow }
  /** QUESTION_ANSWER: a question was asked, up-voted, answered or marked (a private answer's text never comes here). */
  | { readonly kind: "questionChanged"; readonly change: QaChange; readonly question: QaQuestionData }
  /** EXAM: an exam started (its paper, no key). */
  | { readonly kind: "examStarted"; readonly exam: ExamPaper }
  /** EXAM: the organiser ended the exam `examId`. */
  | { readonly kind: "examEnded"; readonly examId: string }
  /** EXAM: the organiser reviewed a text answer of viewer `viewerId` in exam `examId` (decision 0042); no score rides it. */
  | { readonly kind: "examReviewed"; readonly examId: string; readonly viewerId: string };

/** The kinds of push. */
export type RoomPushKind = RoomPush["kind"];

/** The push of one kind. */
export type RoomPushOf<K extends RoomPushKind> = Extract<RoomPush, { readonly kind: K }>;
