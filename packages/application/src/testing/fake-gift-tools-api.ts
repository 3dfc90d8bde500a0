import type { Container } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { FeedApi, FeedPost } from "../tools/feed/ports";
import type { GiftApi, GiftCatalogue, GiftSent, Ranking } from "../tools/gifts/ports";
import type { GoodsApi, GoodsShelf } from "../tools/goods/ports";
import type { GrabOutcome, RedEnvelopeApi, RedEnvelopeView } from "../tools/red-envelope/ports";

/** The demo gift list a fake answers. */
export const FAKE_GIFTS: GiftCatalogue = {
  gifts: [
    { giftId: "flower", name: "Flower", imageUrl: "", priceCents: 100, effect: "float" },
    { giftId: "rocket", name: "Rocket", imageUrl: "", priceCents: 8800, effect: "rain" },
  ],
  paymentMode: "development",
};

type Answer<T> = T | Error | Promise<T | Error>;

async function give<T>(answer: Answer<T>): Promise<T> {
  const value = await answer;
  if (value instanceof Error) throw value;
  return value;
}

/**
 * One in-memory fake for the gift, goods, red-envelope and feed ports (decision 0030): each answer is
 * a field a test sets (an Error rejects; a promise holds it back), and every call is recorded as
 * `"<method> <args>"` in `calls`.
 */
export class FakeGiftToolsApi implements GiftApi, GoodsApi, RedEnvelopeApi, FeedApi {
  readonly calls: string[] = [];
  catalogueAnswer: Answer<GiftCatalogue> = FAKE_GIFTS;
  rankingAnswer: Answer<Ranking> = { gifts: [], invitations: null };
  sendAnswer: (giftId: string, count: number) => Answer<GiftSent> = (giftId, count) => ({
    sendId: this.calls.length,
    giftId,
    name: giftId,
    imageUrl: "",
    effect: "float",
    count,
    valueCents: 100 * count,
    viewerId: "viewer-1",
    nickname: "Me",
    sendTime: 0,
  });
  shelfAnswer: Answer<GoodsShelf> = { cards: [], explainingId: "" };
  currentAnswer: Answer<RedEnvelopeView> = { envelope: null, grabbedCents: null };
  grabAnswer: Answer<GrabOutcome> = { outcome: "won", amountCents: 88 };
  postsAnswer: Answer<readonly FeedPost[]> = [];

  catalogue(eventId: string, roomId: string): Promise<GiftCatalogue> {
    this.calls.push(`catalogue ${eventId} ${roomId}`);
    return give(this.catalogueAnswer);
  }

  send(eventId: string, roomId: string, giftId: string, count: number): Promise<GiftSent> {
    this.calls.push(`send ${eventId} ${roomId} ${giftId} ${count}`);
    return give(this.sendAnswer(giftId, count));
  }

  ranking(eventId: string, roomId: string): Promise<Ranking> {
    this.calls.push(`ranking ${eventId} ${roomId}`);
    return give(this.rankingAnswer);
  }

  shelf(eventId: string, roomId: string): Promise<GoodsShelf> {
    this.calls.push(`shelf ${eventId} ${roomId}`);
    return give(this.shelfAnswer);
  }

  current(eventId: string, roomId: string): Promise<RedEnvelopeView> {
    this.calls.push(`current ${eventId} ${roomId}`);
    return give(this.currentAnswer);
  }

  grab(eventId: string, roomId: string, envelopeId: string): Promise<GrabOutcome> {
    this.calls.push(`grab ${eventId} ${roomId} ${envelopeId}`);
    return give(this.grabAnswer);
  }

  posts(eventId: string, roomId: string): Promise<readonly FeedPost[]> {
    this.calls.push(`posts ${eventId} ${roomId}`);
    return give(this.postsAnswer);
  }
}

/** Binds `fake` under the four ports (GiftApi, GoodsApi, RedEnvelopeApi, FeedApi). */
export function bindGiftToolPorts(container: Container, fake: FakeGiftToolsApi): void {
  container.bind(APP_TOKENS.GiftApi).toConstantValue(fake);
  container.bind(APP_TOKENS.GoodsApi).toConstantValue(fake);
  container.bind(APP_TOKENS.RedEnvelopeApi).toConstantValue(fake);
  container.bind(APP_TOKENS.FeedApi).toConstantValue(fake);
}
