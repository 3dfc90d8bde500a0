import {
  INITIAL_GIFTS,
  INITIAL_RED_ENVELOPE,
  type FeedPost,
  type GiftSent,
  type GiftsState,
  type GoodsCard,
  type GoodsState,
  type RankingState,
  type RedEnvelopeState,
} from "@livehall/application";

/** Demo states of the gift, ranking, goods, red-envelope and feed views (stories and tests). */
const gifts: GiftsState = {
  ...INITIAL_GIFTS,
  status: "ready",
  paymentMode: "development",
  gifts: [
    { giftId: "flower", name: "Flower", imageUrl: "", priceCents: 100, effect: "float" },
    { giftId: "applause", name: "掌声", imageUrl: "", priceCents: 600, effect: "burst" },
    { giftId: "rocket", name: "Rocket", imageUrl: "", priceCents: 8800, effect: "rain" },
  ],
};

export const demoGiftStates: Readonly<Record<string, GiftsState>> = {
  Loading: { ...INITIAL_GIFTS, status: "loading" },
  "Development payment": gifts,
  Sending: { ...gifts, sending: true },
  "Send failed": { ...gifts, errorKey: "gifts.error.send" },
  "Payment unavailable": { ...gifts, paymentMode: "unavailable" },
  "Load failed": { ...INITIAL_GIFTS, status: "error", errorKey: "gifts.error.load" },
};

export const demoGiftSent = (sendId: number, effect: GiftSent["effect"], nickname = "Ada"): GiftSent => ({
  sendId,
  giftId: effect,
  name: effect === "rain" ? "Rocket" : effect === "burst" ? "掌声" : "Flower",
  imageUrl: "",
  effect,
  count: sendId,
  valueCents: 100 * sendId,
  viewerId: `u-${sendId}`,
  nickname,
  sendTime: 0,
});

const ranked: RankingState = {
  status: "ready",
  ranking: {
    gifts: [
      { rank: 1, viewerId: "u-1", nickname: "Ada", value: 17_600 },
      { rank: 2, viewerId: "u-2", nickname: "محمد", value: 600 },
      { rank: 2, viewerId: "u-3", nickname: "小明", value: 600 },
    ],
    invitations: null,
  },
};

export const demoRankingStates: Readonly<Record<string, RankingState>> = {
  Loading: { status: "loading", ranking: { gifts: [], invitations: null } },
  Empty: { status: "ready", ranking: { gifts: [], invitations: null } },
  "By gifts": ranked,
  "With invitations": {
    status: "ready",
    ranking: {
      ...ranked.ranking,
      invitations: [
        { rank: 1, viewerId: "u-4", nickname: "Bo", value: 3 },
        { rank: 2, viewerId: "u-1", nickname: "Ada", value: 1 },
      ],
    },
  },
  "Load failed": { status: "error", ranking: { gifts: [], invitations: null } },
};

const mug: GoodsCard = { goodsId: "g1", title: "Livehall mug", imageUrl: "", priceCents: 1999, url: "https://shop.example.com/mug" };
const book: GoodsCard = {
  goodsId: "g2",
  title: "直播运营手册（第二版）",
  imageUrl: "",
  priceCents: 5900,
  url: "https://shop.example.com/book",
};
const bad: GoodsCard = { goodsId: "g3", title: "Not openable", imageUrl: "", priceCents: 0, url: "javascript:alert(1)" };

export const demoGoodsStates: Readonly<Record<string, GoodsState>> = {
  Loading: { status: "loading", cards: [], explaining: null, explainingClosed: false },
  Empty: { status: "ready", cards: [], explaining: null, explainingClosed: false },
  Cards: { status: "ready", cards: [mug, book], explaining: null, explainingClosed: false },
  Explaining: { status: "ready", cards: [mug, book], explaining: book, explainingClosed: false },
  "Explaining, card closed": { status: "ready", cards: [mug, book], explaining: book, explainingClosed: true },
  "A link that is not http(s)": { status: "ready", cards: [bad], explaining: null, explainingClosed: false },
  "Load failed": { status: "error", cards: [], explaining: null, explainingClosed: false },
};

const envelope = { envelopeId: "r1", greeting: "感谢大家的支持！", count: 10, totalCents: 10_000, remaining: 7, sendTime: 0 };

export const demoRedEnvelopeStates: Readonly<Record<string, RedEnvelopeState>> = {
  Open: { ...INITIAL_RED_ENVELOPE, envelope },
  Grabbing: { ...INITIAL_RED_ENVELOPE, envelope, grabbing: true },
  Won: { ...INITIAL_RED_ENVELOPE, envelope: { ...envelope, remaining: 6 }, grabbedCents: 1234 },
  Gone: { ...INITIAL_RED_ENVELOPE, envelope: { ...envelope, remaining: 0 }, gone: true },
  "Grab failed": { ...INITIAL_RED_ENVELOPE, envelope, errorKey: "redEnvelope.error.grab" },
};

export const demoFeedPosts: readonly FeedPost[] = [
  { postId: 1, kind: "topic", content: "What should the next session cover?", sendTime: Date.UTC(2026, 0, 1, 6, 0) },
  { postId: 2, kind: "textLive", content: "14:00 开场：主持人介绍嘉宾", sendTime: Date.UTC(2026, 0, 1, 6, 1) },
  { postId: 3, kind: "textLive", content: "14:10 Keynote: live commerce in 2026", sendTime: Date.UTC(2026, 0, 1, 6, 10) },
];
