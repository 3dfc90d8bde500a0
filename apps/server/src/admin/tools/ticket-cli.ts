import { ADMIN_PREFIX } from "../admin-paths";
import { integerValue, singleValue, toolIdentifier, ToolUsageError, type ToolArgs, type ToolCli } from "../tool-cli";

/** The highest stock or price (cents) the CLI passes on (the server checks the same). */
const MAX = 100_000_000;

function eventPath(args: ToolArgs, command: string, arity: number): { readonly path: string; readonly rest: readonly string[] } {
  if (args.positional.length !== arity)
    throw new ToolUsageError(`This ${command} command takes ${arity} arguments, got ${args.positional.length}`);
  const event = toolIdentifier(args.positional[0], "The event number");
  return { path: `/api${ADMIN_PREFIX}/events/${event}/tickets`, rest: args.positional.slice(1) };
}

function required(args: ToolArgs, name: string): string {
  const value = singleValue(args, name);
  if (value === undefined || value.trim() === "") throw new ToolUsageError(`--${name} is required`);
  return value;
}

/**
 * The organiser's tickets (decision 0046): `ticket list <event>`, `ticket create <event> --id ID
 * --name NAME [--price CENTS] [--stock N] [--closed]` (free without a price, charged with one),
 * `ticket stock <event> <ticketId> <N>` (what is left to sell).
 */
export const ticketCli: ToolCli = {
  tool: "ticket",
  usage: [
    { synopsis: "ticket list <event>", summary: "the event's tickets with the stock left" },
    {
      synopsis: "ticket create <event> --id ID --name NAME [--price CENTS] [--stock N] [--closed]",
      summary: "a free ticket (no price) or a charged one; stock default 100",
    },
    { synopsis: "ticket stock <event> <ticketId> <N>", summary: "set what is left to sell" },
  ],
  valueOptions: ["id", "name", "price", "stock"],
  flagOptions: ["closed"],
  request(action, args) {
    switch (action) {
      case "list":
        return { method: "GET", path: eventPath(args, "ticket list", 1).path, body: null };
      case "create": {
        const { path } = eventPath(args, "ticket create", 1);
        const price = integerValue(args, "price", 1, MAX) ?? 0;
        return {
          method: "POST",
          path,
          body: {
            ticketId: toolIdentifier(required(args, "id"), "--id"),
            ticketName: required(args, "name"),
            ticketType: price > 0 ? 1 : 0,
            price,
            stock: integerValue(args, "stock", 0, MAX) ?? 100,
            ticketFlag: args.flags.has("closed") ? 0 : 1,
          },
        };
      }
      case "stock": {
        const { path, rest } = eventPath(args, "ticket stock", 3);
        const ticketId = toolIdentifier(rest[0], "The ticket id");
        const stock = rest[1] ?? "";
        if (!/^\d{1,9}$/.test(stock) || Number(stock) > MAX)
          throw new ToolUsageError(`The stock must be a whole number from 0 to ${MAX}, got ${JSON.stringify(stock)}`);
        return { method: "PUT", path: `${path}/${ticketId}/stock`, body: { stock: Number(stock) } };
      }
      default:
        throw new ToolUsageError(`ticket takes list, create or stock, got ${JSON.stringify(action)}`);
    }
  },
};
