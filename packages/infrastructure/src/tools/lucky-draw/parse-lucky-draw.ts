import type { CurrentLuckyDraw, DrawWinner, LuckyDraw } from "@livehall/application";
import { count, idText, listOf, record, strings, textOr } from "../read-fields";

const POOLS: readonly LuckyDraw["from"][] = ["present", "commented", "answered"];

function parseWinner(body: unknown): DrawWinner | null {
  const fields = record(body);
  const viewerId = idText(fields?.liveUserId);
  return viewerId === null ? null : { viewerId, nickname: textOr(fields?.nickName) };
}

/** A `LuckyDrawDTO` (GET current's `draw`, a LUCKY_DRAW push's `draw`): `drawId` is required; the wire's `liveUserId` is the `viewerId`. */
export function parseLuckyDraw(body: unknown): LuckyDraw | null {
  const fields = record(body);
  const drawId = idText(fields?.drawId);
  if (fields === null || drawId === null) return null;
  const from = POOLS.find((pool) => pool === fields.from) ?? "present";
  return {
    drawId,
    title: textOr(fields.title),
    from,
    winnerCount: count(fields.winnerCount),
    status: fields.status === "ended" ? "ended" : "drawn",
    eligibleCount: count(fields.eligibleCount),
    rollNames: strings(fields.rollNames),
    winners: listOf(fields.winners, parseWinner),
  };
}

/** A LUCKY_DRAW push body `{draw}`. */
export function parseLuckyDrawPush(body: unknown): LuckyDraw | null {
  return parseLuckyDraw(record(body)?.draw);
}

/** GET …/lucky-draws/current's data: a draw that cannot be read counts as none. */
export function parseCurrentLuckyDraw(body: unknown): CurrentLuckyDraw {
  const fields = record(body);
  return { draw: parseLuckyDraw(fields?.draw), won: fields?.won === true, claimed: fields?.claimed === true };
}
