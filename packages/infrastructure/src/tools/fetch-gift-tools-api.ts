import type {
  FeedApi,
  FeedPost,
  GiftApi,
  GiftCatalogue,
  GiftSent,
  GoodsApi,
  GoodsShelf,
  GrabOutcome,
  Ranking,
  RedEnvelopeApi,
  RedEnvelopeView,
} from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { FEED_PATHS, GIFT_PATHS, GOODS_PATHS, RED_ENVELOPE_PATHS, type SendGiftRequestDTO } from "@livehall/wire";
import { list, loose } from "../api/loose";
import type { HttpClient } from "../http/http-client";
import {
  parseFeedPost,
  parseGiftCatalogue,
  parseGiftSent,
  parseGoodsShelf,
  parseGrab,
  parseRanking,
  parseRedEnvelopeView,
} from "./gift-tools-bodies";

const unreadable = (what: string): ApiFailure => new ApiFailure("network", "", 200, `the answer carries no ${what}`);

/**
 * The gift, ranking, goods, red-envelope and feed calls (decision 0030) over the app's HttpClient
 * (bearer token, timeouts, envelopes). One adapter for the four ports of these room tools; every
 * call rejects with ApiFailure, and an answer it cannot read is a network-kind failure.
 */
export class FetchGiftToolsApi implements GiftApi, GoodsApi, RedEnvelopeApi, FeedApi {
  constructor(private readonly http: HttpClient) {}

  async catalogue(eventId: string, roomId: string): Promise<GiftCatalogue> {
    return parseGiftCatalogue(await this.http.request<unknown>({ method: "GET", path: GIFT_PATHS.gifts(eventId, roomId) }));
  }

  async send(eventId: string, roomId: string, giftId: string, count: number): Promise<GiftSent> {
    const body: SendGiftRequestDTO = { giftId, count };
    const sent = parseGiftSent(await this.http.request<unknown>({ method: "POST", path: GIFT_PATHS.send(eventId, roomId), body }));
    if (sent === null) throw unreadable("gift");
    return sent;
  }

  async ranking(eventId: string, roomId: string): Promise<Ranking> {
    const ranking = parseRanking(await this.http.request<unknown>({ method: "GET", path: GIFT_PATHS.ranking(eventId, roomId) }));
    if (ranking === null) throw unreadable("ranking");
    return ranking;
  }

  async shelf(eventId: string, roomId: string): Promise<GoodsShelf> {
    const shelf = parseGoodsShelf(await this.http.request<unknown>({ method: "GET", path: GOODS_PATHS.goods(eventId, roomId) }));
    if (shelf === null) throw unreadable("goods");
    return shelf;
  }

  async current(eventId: string, roomId: string): Promise<RedEnvelopeView> {
    return parseRedEnvelopeView(await this.http.request<unknown>({ method: "GET", path: RED_ENVELOPE_PATHS.current(eventId, roomId) }));
  }

  async grab(eventId: string, roomId: string, envelopeId: string): Promise<GrabOutcome> {
    const outcome = parseGrab(
      await this.http.request<unknown>({ method: "POST", path: RED_ENVELOPE_PATHS.grab(eventId, roomId, envelopeId), body: {} }),
    );
    if (outcome === null) throw unreadable("grab outcome");
    return outcome;
  }

  async posts(eventId: string, roomId: string): Promise<readonly FeedPost[]> {
    const data = loose<{ list: unknown }>(await this.http.request<unknown>({ method: "GET", path: FEED_PATHS.feed(eventId, roomId) }));
    return list(data.list)
      .map(parseFeedPost)
      .filter((post): post is FeedPost => post !== null);
  }
}
