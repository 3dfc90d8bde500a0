import type { GiftDTO } from "@livehall/wire";

/**
 * The gifts a room offers until the organiser sets its own list (admin PUT …/gifts, CLI `gift set`):
 * demo gifts, so every room's REWARD button has something to send (decision 0030).
 */
export const DEFAULT_GIFTS: readonly GiftDTO[] = [
  { giftId: "flower", name: "Flower", imageUrl: "", priceCents: 100, effect: "float" },
  { giftId: "applause", name: "Applause", imageUrl: "", priceCents: 600, effect: "burst" },
  { giftId: "rocket", name: "Rocket", imageUrl: "", priceCents: 8800, effect: "rain" },
];
