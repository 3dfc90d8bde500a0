import type { RoomPush } from "@livehall/application";
import { TOPICS } from "@livehall/wire";
import { parseCallToActionPush } from "../call-to-action/parse-call-to-actions";
import { parseChatDelete, parseChatMessage } from "../chat/chat-bodies";
import { parseVotePush } from "../tools/vote/parse-vote";
import { parseMarketingPush } from "../tools/marketing/map-marketing";
import { parseBreakoutPush } from "../tools/breakout/breakout-bodies";
import { parseQuestionAnswerPush } from "../tools/qa/qa-bodies";
import { parseExamPush } from "../tools/exam/exam-bodies";
import { parseFeedPost, parseGiftSent, parseGoodsShelf, parseRanking, parseRedEnvelope } from "../tools/gift-tools-bodies";
import {
  parseAnnouncement,
  parseBan,
  parseBoardStreamStatus,
  parseFlag,
  parseLayout,
  parseLikeCount,
  parseLiveStatus,
  parseLoopPlayback,
  parsePushStatus,
  parseWatchNumber,
} from "./push-bodies";
import { parseLuckyDrawPush } from "../tools/lucky-draw/parse-lucky-draw";
import { parseAwardQuizPush } from "../tools/award-quiz/parse-award-quiz";
import { parseSignInPush } from "../tools/sign-in/parse-sign-in";

/**
 * What became of one push: the application's {@link RoomPush}; or dropped, "bad-push" when the
 * body of a handled topic cannot be read (the channel reports it), "unhandled-topic" when the
 * client has no use for the topic (dropped silently).
 */
export type MappedPush = { readonly push: RoomPush } | { readonly dropped: "bad-push" | "unhandled-topic" };

type Reader = (body: unknown) => RoomPush | null;

/** `make` of the value `read` gave, or null when it gave none. */
function when<T>(value: T | null, make: (value: T) => RoomPush): RoomPush | null {
  return value === null ? null : make(value);
}

const watchNumberShown = parseFlag("watchNumberFlag");
const interactAccess = parseFlag("interactAccessFlag");
const maskPlayer = parseFlag("liveViewPageShowFlag");

/** One reader per topic the client handles (§7, the wire's `TopicBodyMap`). */
const READERS: ReadonlyMap<number, Reader> = new Map<number, Reader>([
  [TOPICS.LIVE_STATUS, (body) => when(parseLiveStatus(body), (liveStatus) => ({ kind: "liveStatusChanged", liveStatus }))],
  [TOPICS.PUSH_LIVE_STATUS, (body) => when(parsePushStatus(body), (pushStatus) => ({ kind: "pushStatusChanged", pushStatus }))],
  [TOPICS.WATCH_NUMBER, (body) => when(parseWatchNumber(body), (watchNumber) => ({ kind: "watchNumberChanged", watchNumber }))],
  [TOPICS.WATCH_NUMBER_FLAG, (body) => when(watchNumberShown(body), (shown) => ({ kind: "watchNumberShownChanged", shown }))],
  [TOPICS.ANNOUNCEMENT, (body) => when(parseAnnouncement(body), (announcement) => ({ kind: "announcementChanged", ...announcement }))],
  [
    TOPICS.INTERACTIVE_ACCESS_FLAG,
    (body) => when(interactAccess(body), (interactAccess) => ({ kind: "interactAccessChanged", interactAccess })),
  ],
  [TOPICS.ROOM_CONFIG, (body) => when(maskPlayer(body), (maskPlayer) => ({ kind: "maskPlayerChanged", maskPlayer }))],
  [TOPICS.ROOM_LAYOUT, (body) => when(parseLayout(body), (layout) => ({ kind: "layoutChanged", layout }))],
  [TOPICS.LOOP_PLAYBACK, (body) => when(parseLoopPlayback(body), (loopPlayback) => ({ kind: "loopPlaybackChanged", loopPlayback }))],
  [
    TOPICS.BOARD_STREAM_STATUS,
    (body) => when(parseBoardStreamStatus(body), (boardStream) => ({ kind: "boardStreamChanged", boardStream })),
  ],
  [TOPICS.BAN_STATUS, (body) => when(parseBan(body), (ban) => ({ kind: "banChanged", ...ban }))],
  [TOPICS.CHAT_MESSAGE, (body) => when(parseChatMessage(body), (message) => ({ kind: "chatMessage", message }))],
  [TOPICS.CHAT_DELETE, (body) => when(parseChatDelete(body), (messageId) => ({ kind: "chatMessageDeleted", messageId }))],
  // The body says nothing the client needs: any body means "load the latest again".
  [TOPICS.MESSAGE_UPDATE, () => ({ kind: "chatChanged" })],
  [TOPICS.LIKE_COUNT, (body) => when(parseLikeCount(body), (total) => ({ kind: "likeCountChanged", total }))],
  [TOPICS.CALL_TO_ACTION, (body) => when(parseCallToActionPush(body), (items) => ({ kind: "callToActionsChanged", items }))],
  [TOPICS.GIFT, (body) => when(parseGiftSent(body), (gift) => ({ kind: "giftSent", gift }))],
  [TOPICS.RANKING, (body) => when(parseRanking(body), (ranking) => ({ kind: "rankingChanged", ranking }))],
  [TOPICS.GOODS, (body) => when(parseGoodsShelf(body), (shelf) => ({ kind: "goodsChanged", shelf }))],
  [TOPICS.RED_ENVELOPE, (body) => when(parseRedEnvelope(body), (envelope) => ({ kind: "redEnvelopeChanged", envelope }))],
  [TOPICS.TOPIC, (body) => when(parseFeedPost(body), (post) => ({ kind: "feedPost", post }))],
  [TOPICS.TEXT_LIVE, (body) => when(parseFeedPost(body), (post) => ({ kind: "feedPost", post }))],
  [TOPICS.VOTE, parseVotePush],
  [TOPICS.MARKETING_TOOL, (body) => when(parseMarketingPush(body), (items) => ({ kind: "marketingToolsChanged", items }))],
  [TOPICS.BREAKOUT, (body) => when(parseBreakoutPush(body), (update) => ({ kind: "breakoutChanged", update }))],
  [TOPICS.LUCKY_DRAW, (body) => when(parseLuckyDrawPush(body), (draw) => ({ kind: "luckyDrawChanged", draw }))],
  [TOPICS.AWARD_QUIZ, (body) => when(parseAwardQuizPush(body), (quiz) => ({ kind: "awardQuizChanged", quiz }))],
  [TOPICS.SIGN_IN, (body) => when(parseSignInPush(body), (signIn) => ({ kind: "signInChanged", signIn }))],
  [TOPICS.QUESTION_ANSWER, (body) => when(parseQuestionAnswerPush(body), (change) => ({ kind: "questionChanged", ...change }))],
  [TOPICS.EXAM, parseExamPush],
]);

/** The topics the client reads pushes of. */
export const MAPPED_TOPICS: ReadonlySet<number> = new Set(READERS.keys());

/**
 * One push of the realtime server (`topic`, its JSON `body`) in the application's words. Never
 * throws: what it cannot read is dropped, and the answer says why.
 */
export function mapRoomPush(topic: number, body: unknown): MappedPush {
  const read = READERS.get(topic);
  if (read === undefined) return { dropped: "unhandled-topic" };
  const push = read(body);
  return push === null ? { dropped: "bad-push" } : { push };
}
