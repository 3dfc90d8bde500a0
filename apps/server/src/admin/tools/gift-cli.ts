import { GIFT_EFFECTS } from "@livehall/wire";
import { toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** `--gift id:name:priceCents[:effect[:imageUrl]]` as the admin API's gift. */
export function giftOption(text: string): Record<string, unknown> {
  const parts = text.split(":");
  const [giftId, name, price, effect, ...image] = parts;
  if (giftId === undefined || name === undefined || price === undefined || !/^\d{1,8}$/.test(price))
    throw new ToolUsageError(`--gift must be id:name:priceCents[:effect[:imageUrl]], got ${JSON.stringify(text)}`);
  if (effect !== undefined && effect !== "" && !(GIFT_EFFECTS as readonly string[]).includes(effect))
    throw new ToolUsageError(`--gift effect must be one of ${GIFT_EFFECTS.join(", ")}, got ${JSON.stringify(effect)}`);
  return {
    giftId,
    name,
    priceCents: Number(price),
    effect: effect === undefined || effect === "" ? "float" : effect,
    imageUrl: image.join(":"),
  };
}

/**
 * `gift list|set|ranking <event> <room>`: the room's gift list (set replaces it: `--gift
 * id:name:priceCents[:effect[:imageUrl]]`, repeatable; none restores the demo gifts) and the ranking.
 */
export const GIFT_CLI: ToolCli = {
  tool: "gift",
  usage: [
    { synopsis: "gift list <event> <room>", summary: "the room's gifts and payment mode" },
    { synopsis: "gift set <event> <room> [--gift id:name:priceCents[:effect[:imageUrl]]]...", summary: "replace them (none: demo gifts)" },
    { synopsis: "gift ranking <event> <room>", summary: "ranking by gift value (and invitations)" },
  ],
  valueOptions: ["gift"],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    const { path } = toolRoom(args, "gift", 2);
    switch (action) {
      case "list":
        return { method: "GET", path: `${path}/gifts`, body: null };
      case "set":
        return { method: "PUT", path: `${path}/gifts`, body: { list: (args.values["gift"] ?? []).map(giftOption) } };
      case "ranking":
        return { method: "GET", path: `${path}/ranking`, body: null };
      default:
        throw new ToolUsageError(`gift takes list, set or ranking, got ${JSON.stringify(action)}`);
    }
  },
};
