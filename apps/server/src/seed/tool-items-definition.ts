import { isGoodsImage, isGoodsLink } from "@livehall/domain";
import {
  FEED_KINDS,
  MAX_FEED_POST_LENGTH,
  MAX_GOODS,
  MAX_RED_ENVELOPE_COUNT,
  MAX_RED_ENVELOPE_TOTAL_CENTS,
  type FeedKind,
} from "@livehall/wire";
import { ApiError } from "../http/api-error";
import { checkPostText } from "../tools/shared/post-text";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

/** A product card the room starts with (decision 0043; the admin API's `POST …/goods` rules). */
export interface GoodsItemDefinition {
  readonly title: string;
  /** http(s) or a site path such as /media/pictures/…; "" none. */
  readonly imageUrl: string;
  readonly priceCents: number;
  readonly url: string;
  /** The card is "now explaining" (at most one per room). */
  readonly explaining: boolean;
}

/** A red envelope ready to grab when the room opens (the admin API's `POST …/red-envelopes` rules). */
export interface RedEnvelopeItemDefinition {
  readonly greeting: string;
  readonly count: number;
  readonly totalCents: number;
}

/** A topic or text-live post (the admin API's `POST …/feed` rules). */
export interface FeedItemDefinition {
  readonly kind: FeedKind;
  readonly content: string;
}

/** What a room's no-set-up tools hold at first (decision 0043): stored by `seedToolItems`, then the organiser's. */
export interface ToolItemsDefinition {
  readonly goods: readonly GoodsItemDefinition[];
  readonly redEnvelopes: readonly RedEnvelopeItemDefinition[];
  readonly feed: readonly FeedItemDefinition[];
}

export const NO_TOOL_ITEMS: ToolItemsDefinition = { goods: [], redEnvelopes: [], feed: [] };

/** Price limit of the admin API (`goods-routes.ts`). */
const MAX_PRICE_CENTS = 100_000_000;
const MAX_TITLE = 200;
const MAX_GREETING = 100;
/** Envelopes and posts a file may declare per room: a room's start, not its history. */
const MAX_ENVELOPES = 5;
const MAX_POSTS = 50;

function whole(reader: DefinitionReader, key: string, min: number, max: number): number {
  if (!reader.has(key)) throw new DefinitionError(reader.fieldPath(key), `is required (an integer from ${min} to ${max})`);
  const value = reader.count(key, 0, max);
  if (value < min) throw new DefinitionError(reader.fieldPath(key), `must be an integer from ${min} to ${max}`);
  return value;
}

function list(reader: DefinitionReader, key: string, max: number): DefinitionReader[] {
  const items = reader.objects(key, { optional: true });
  if (items.length > max) throw new DefinitionError(reader.fieldPath(key), `must hold at most ${max}`);
  return items;
}

function goodsItem(reader: DefinitionReader): GoodsItemDefinition {
  const title = reader.string("title").trim();
  if (Array.from(title).length > MAX_TITLE) throw new DefinitionError(reader.fieldPath("title"), `must be at most ${MAX_TITLE} characters`);
  const url = reader.string("url");
  if (!isGoodsLink(url)) throw new DefinitionError(reader.fieldPath("url"), "must be an http:// or https:// address");
  const imageUrl = reader.optionalString("imageUrl", "");
  if (imageUrl !== "" && !isGoodsImage(imageUrl))
    throw new DefinitionError(reader.fieldPath("imageUrl"), "must be an http:// or https:// address or a site path (/…)");
  return {
    title,
    imageUrl,
    priceCents: whole(reader, "priceCents", 0, MAX_PRICE_CENTS),
    url,
    explaining: reader.boolean("explaining", false),
  };
}

function redEnvelopeItem(reader: DefinitionReader): RedEnvelopeItemDefinition {
  const greeting = reader.optionalString("greeting", "");
  if (Array.from(greeting).length > MAX_GREETING)
    throw new DefinitionError(reader.fieldPath("greeting"), `must be at most ${MAX_GREETING} characters`);
  const count = whole(reader, "count", 1, MAX_RED_ENVELOPE_COUNT);
  const totalCents = whole(reader, "totalCents", 1, MAX_RED_ENVELOPE_TOTAL_CENTS);
  // Every share is at least a cent (splitRedEnvelope).
  if (totalCents < count)
    throw new DefinitionError(reader.fieldPath("totalCents"), `must be at least count (${count}): a share is a cent or more`);
  return { greeting, count, totalCents };
}

function feedItem(reader: DefinitionReader): FeedItemDefinition {
  const kind = reader.string("kind");
  if (!(FEED_KINDS as readonly string[]).includes(kind))
    throw new DefinitionError(reader.fieldPath("kind"), `must be one of ${FEED_KINDS.join(", ")}`);
  try {
    return { kind: kind as FeedKind, content: checkPostText(reader.string("content"), MAX_FEED_POST_LENGTH) };
  } catch (error) {
    if (error instanceof ApiError)
      throw new DefinitionError(reader.fieldPath("content"), error.message.replace(/^Invalid body field 'content': /, ""));
    throw error;
  }
}

/**
 * Reads a room's optional `toolItems`: `goods` (at most MAX_GOODS cards {title, priceCents, url,
 * imageUrl?, explaining?}, one explaining at most), `redEnvelopes` ({count, totalCents, greeting?})
 * and `feed` ({kind: "topic" | "text-live", content}) — each checked by the rules the admin API
 * applies to the same item, so a file can hold nothing the organiser could not have sent.
 */
export function parseToolItems(room: DefinitionReader): ToolItemsDefinition {
  if (!room.has("toolItems")) return NO_TOOL_ITEMS;
  const reader = room.object("toolItems");
  const goods = list(reader, "goods", MAX_GOODS).map(goodsItem);
  if (goods.filter((card) => card.explaining).length > 1)
    throw new DefinitionError(reader.fieldPath("goods"), "may have one card with explaining: true, not more");
  return {
    goods,
    redEnvelopes: list(reader, "redEnvelopes", MAX_ENVELOPES).map(redEnvelopeItem),
    feed: list(reader, "feed", MAX_POSTS).map(feedItem),
  };
}
