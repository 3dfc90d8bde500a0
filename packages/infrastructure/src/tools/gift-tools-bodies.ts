import type {
  FeedPost,
  Gift,
  GiftCatalogue,
  GiftEffectKind,
  GiftSent,
  GoodsCard,
  GoodsShelf,
  GrabOutcome,
  Ranking,
  RankingRow,
  RedEnvelope,
  RedEnvelopeView,
} from "@livehall/application";
import {
  GIFT_EFFECTS,
  type FeedPostBody,
  type GiftDTO,
  type GiftListDTO,
  type GiftSentBody,
  type GoodsBody,
  type GoodsDTO,
  type GrabResultDTO,
  type RankingBody,
  type RankingRowDTO,
  type RedEnvelopeBody,
  type RedEnvelopeStateDTO,
} from "@livehall/wire";
import { list, loose } from "../api/loose";

/*
 * Readers of the gift, ranking, goods, red-envelope and feed bodies (decision 0030) — answers and
 * GIFT / RANKING / GOODS / RED_ENVELOPE / TOPIC / TEXT_LIVE pushes — into the application's words
 * (the wire's `liveUserId` is the `viewerId`). They never throw: what they cannot read gives null,
 * and a list leaves out the items it cannot read.
 */

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
const isId = (value: unknown): value is string => typeof value === "string" && value !== "";
const effectOf = (value: unknown): GiftEffectKind | null =>
  (GIFT_EFFECTS as readonly unknown[]).includes(value) ? (value as GiftEffectKind) : null;
const kept = <T>(items: readonly (T | null)[]): T[] => items.filter((item): item is T => item !== null);

export function parseGift(body: unknown): Gift | null {
  const dto = loose<GiftDTO>(body);
  const effect = effectOf(dto.effect);
  if (!isId(dto.giftId) || !isText(dto.name) || !isCount(dto.priceCents) || effect === null) return null;
  return { giftId: dto.giftId, name: dto.name, imageUrl: isText(dto.imageUrl) ? dto.imageUrl : "", priceCents: dto.priceCents, effect };
}

/** GET …/gifts: the gifts (unreadable ones left out) and the payment mode ("unavailable" unless "development"). */
export function parseGiftCatalogue(body: unknown): GiftCatalogue {
  const dto = loose<GiftListDTO>(body);
  return { gifts: kept(list(dto.list).map(parseGift)), paymentMode: dto.paymentMode === "development" ? "development" : "unavailable" };
}

/** GIFT push and the send answer. */
export function parseGiftSent(body: unknown): GiftSent | null {
  const dto = loose<GiftSentBody>(body);
  const effect = effectOf(dto.effect);
  if (!isCount(dto.sendId) || !isId(dto.giftId) || !isText(dto.name) || effect === null || !isCount(dto.count) || !isCount(dto.valueCents))
    return null;
  return {
    sendId: dto.sendId,
    giftId: dto.giftId,
    name: dto.name,
    imageUrl: isText(dto.imageUrl) ? dto.imageUrl : "",
    effect,
    count: dto.count,
    valueCents: dto.valueCents,
    viewerId: isText(dto.liveUserId) ? dto.liveUserId : "",
    nickname: isText(dto.nickName) ? dto.nickName : "",
    sendTime: isCount(dto.sendTime) ? dto.sendTime : 0,
  };
}

function parseRankingRow(body: unknown): RankingRow | null {
  const dto = loose<RankingRowDTO>(body);
  if (!isCount(dto.rank) || !isId(dto.liveUserId) || !isCount(dto.value)) return null;
  return { rank: dto.rank, viewerId: dto.liveUserId, nickname: isText(dto.nickName) ? dto.nickName : "", value: dto.value };
}

/** RANKING push and GET …/ranking: `gifts` must be a list; `invitations` a list or null. */
export function parseRanking(body: unknown): Ranking | null {
  const dto = loose<RankingBody>(body);
  if (!Array.isArray(dto.gifts)) return null;
  return {
    gifts: kept(dto.gifts.map(parseRankingRow)),
    invitations: Array.isArray(dto.invitations) ? kept(dto.invitations.map(parseRankingRow)) : null,
  };
}

function parseGoodsCard(body: unknown): GoodsCard | null {
  const dto = loose<GoodsDTO>(body);
  if (!isId(dto.goodsId) || !isText(dto.title) || !isCount(dto.priceCents) || !isText(dto.url)) return null;
  return {
    goodsId: dto.goodsId,
    title: dto.title,
    imageUrl: isText(dto.imageUrl) ? dto.imageUrl : "",
    priceCents: dto.priceCents,
    url: dto.url,
  };
}

/** GOODS push and GET …/goods: `list` must be a list. */
export function parseGoodsShelf(body: unknown): GoodsShelf | null {
  const dto = loose<GoodsBody>(body);
  if (!Array.isArray(dto.list)) return null;
  return { cards: kept(dto.list.map(parseGoodsCard)), explainingId: isText(dto.explainingId) ? dto.explainingId : "" };
}

/** RED_ENVELOPE push. */
export function parseRedEnvelope(body: unknown): RedEnvelope | null {
  const dto = loose<RedEnvelopeBody>(body);
  if (!isId(dto.envelopeId) || !isCount(dto.count) || !isCount(dto.totalCents) || !isCount(dto.remaining)) return null;
  return {
    envelopeId: dto.envelopeId,
    greeting: isText(dto.greeting) ? dto.greeting : "",
    count: dto.count,
    totalCents: dto.totalCents,
    remaining: Math.min(dto.remaining, dto.count),
    sendTime: isCount(dto.sendTime) ? dto.sendTime : 0,
  };
}

/** GET …/red-envelopes/current. */
export function parseRedEnvelopeView(body: unknown): RedEnvelopeView {
  const dto = loose<RedEnvelopeStateDTO>(body);
  return { envelope: parseRedEnvelope(dto.envelope), grabbedCents: isCount(dto.grabbedCents) ? dto.grabbedCents : null };
}

/** POST …/grab. */
export function parseGrab(body: unknown): GrabOutcome | null {
  const dto = loose<GrabResultDTO>(body);
  if ((dto.outcome !== "won" && dto.outcome !== "gone" && dto.outcome !== "already") || !isCount(dto.amountCents)) return null;
  return { outcome: dto.outcome, amountCents: dto.amountCents };
}

/** TOPIC / TEXT_LIVE push and the feed's list items: the kind is the wire's ("text-live" → "textLive"). */
export function parseFeedPost(body: unknown): FeedPost | null {
  const dto = loose<FeedPostBody>(body);
  const kind = dto.kind === "topic" ? "topic" : dto.kind === "text-live" ? "textLive" : null;
  if (!isCount(dto.postId) || kind === null || !isText(dto.content)) return null;
  return { postId: dto.postId, kind, content: dto.content, sendTime: isCount(dto.sendTime) ? dto.sendTime : 0 };
}
