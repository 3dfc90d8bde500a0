import type { GiftsCatalog } from "./zh-Hans";

/** en texts of gifts, the ranking, goods, red envelopes, the feed and atmosphere messages. */
export const giftsEn: GiftsCatalog = {
  "tools.error.loginNeeded": "Please log in first",

  "gifts.title": "Gifts",
  "gifts.list": "Gifts to send",
  "gifts.loading": "Loading the gifts…",
  "gifts.loadFailed": "The gifts could not be loaded",
  "gifts.price": "¥{price}",
  "gifts.send": "Send",
  "gifts.sendOne": "Send {name}",
  "gifts.sending": "Sending…",
  "gifts.devPayment": "Development payment: no money is taken",
  "gifts.paymentUnavailable": "Payment is not available: gifts cannot be sent",
  "gifts.error.load": "The gifts could not be loaded",
  "gifts.error.send": "The gift was not sent, please try again",
  "gifts.effect": "{nickname} sent {name} ×{count}",
  "gifts.effects": "Gifts in the room",

  "ranking.title": "Ranking",
  "ranking.gifts": "By gifts",
  "ranking.invitations": "By invitations",
  "ranking.empty": "Nobody on the list yet",
  "ranking.loading": "Loading the ranking…",
  "ranking.loadFailed": "The ranking could not be loaded",
  "ranking.rank": "No. {rank}",
  "ranking.value.gifts": "¥{price}",
  "ranking.value.invitations": "{count, plural, one {# invitation} other {# invitations}}",

  "goods.title": "Goods",
  "goods.list": "Products in this room",
  "goods.empty": "No products yet",
  "goods.loading": "Loading the products…",
  "goods.loadFailed": "The products could not be loaded",
  "goods.price": "¥{price}",
  "goods.buy": "Buy",
  "goods.newWindow": "(opens in a new window)",
  "goods.noLink": "No link to buy yet",
  "goods.explaining": "Now explaining",

  "redEnvelope.title": "Red envelope",
  "redEnvelope.summary": "{count, plural, one {# red envelope} other {# red envelopes}}, ¥{total} in all",
  "redEnvelope.remaining": "{remaining} of {count} left",
  "redEnvelope.grab": "Grab",
  "redEnvelope.grabbing": "Grabbing…",
  "redEnvelope.won": "You got ¥{amount}",
  "redEnvelope.gone": "All taken — better luck next time",
  "redEnvelope.close": "Close",
  "redEnvelope.error.grab": "The grab failed, please try again",

  "feed.title": "Room feed",
  "feed.topics": "Topics",
  "feed.textLive": "Text live",
  "feed.empty": "Nothing posted yet",

  "chat.atmosphere": "Host team",
};
