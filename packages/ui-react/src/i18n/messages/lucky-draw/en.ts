import type { LuckyDrawCatalog } from "./zh-Hans";

/** en texts of the lucky draw. */
export const luckyDrawEn: LuckyDrawCatalog = {
  "luckyDraw.title": "Lucky draw",
  "luckyDraw.none": "No lucky draw yet — it shows here when the organiser starts one",
  "luckyDraw.pool.present": "Among: everyone in the room",
  "luckyDraw.pool.commented": "Among: viewers who commented",
  "luckyDraw.pool.answered": "Among: viewers who answered a quiz or vote",
  "luckyDraw.eligible": "{count, plural, one {# viewer} other {# viewers}} in the draw",
  "luckyDraw.rolling": "Drawing…",
  "luckyDraw.winners": "Winners",
  "luckyDraw.noWinner": "Nobody was eligible: no winner this round",
  "luckyDraw.youWon": "Congratulations, you won!",
  "luckyDraw.notWon": "Not this time — better luck next round",
  "luckyDraw.ended": "This draw has ended",
  "luckyDraw.claim.title": "Claim your prize",
  "luckyDraw.claim.name": "Name",
  "luckyDraw.claim.phone": "Phone number",
  "luckyDraw.claim.submit": "Submit",
  "luckyDraw.claim.sending": "Submitting…",
  "luckyDraw.claim.done": "Submitted — the organiser will contact you",
  "luckyDraw.claim.invalid.name": "Enter your name (at most 50 characters)",
  "luckyDraw.claim.invalid.phone": "Enter a valid phone number",
};
