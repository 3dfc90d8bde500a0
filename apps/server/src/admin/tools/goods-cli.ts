import {
  integerValue,
  singleValue,
  toolIdentifier,
  toolRoom,
  ToolUsageError,
  type AdminRequest,
  type ToolArgs,
  type ToolCli,
} from "../tool-cli";

const required = (args: ToolArgs, name: string): string => {
  const value = singleValue(args, name);
  if (value === undefined) throw new ToolUsageError(`--${name} is required`);
  return value;
};

/** `goods list|add|explain|remove <event> <room> …`: the room's product cards. */
export const GOODS_CLI: ToolCli = {
  tool: "goods",
  usage: [
    { synopsis: "goods list <event> <room>", summary: "the room's product cards" },
    { synopsis: "goods add <event> <room> --title T --price-cents N --link https://… [--image https://…]", summary: "add a product card" },
    { synopsis: "goods explain <event> <room> <goodsId|none>", summary: "the card explained now (none: stop)" },
    { synopsis: "goods remove <event> <room> <goodsId>", summary: "remove a product card" },
  ],
  valueOptions: ["title", "price-cents", "link", "image"],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    switch (action) {
      case "list":
        return { method: "GET", path: `${toolRoom(args, "goods", 2).path}/goods`, body: null };
      case "add": {
        const { path } = toolRoom(args, "goods", 2);
        const image = singleValue(args, "image");
        return {
          method: "POST",
          path: `${path}/goods`,
          body: {
            title: required(args, "title"),
            priceCents: integerValue(args, "price-cents", 0, 100_000_000) ?? 0,
            url: required(args, "link"),
            ...(image === undefined ? {} : { imageUrl: image }),
          },
        };
      }
      case "explain": {
        const { path, rest } = toolRoom(args, "goods", 3);
        const id = rest[0] === "none" ? "" : toolIdentifier(rest[0], "The goods id");
        return { method: "POST", path: `${path}/goods/explain`, body: { goodsId: id } };
      }
      case "remove": {
        const { path, rest } = toolRoom(args, "goods", 3);
        return { method: "DELETE", path: `${path}/goods/${toolIdentifier(rest[0], "The goods id")}`, body: null };
      }
      default:
        throw new ToolUsageError(`goods takes list, add, explain or remove, got ${JSON.stringify(action)}`);
    }
  },
};
