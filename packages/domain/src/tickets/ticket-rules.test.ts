import { describe, expect, it } from "vitest";
import { payStatusName, showsTickets, ticketAdmits, ticketView, verifyStateName, type MyTicket, type Ticket } from "./ticket-rules";

const free: Ticket = { ticketId: "f", name: "Free", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 };
const charged: Ticket = { ...free, ticketId: "c", type: 1, priceCents: 9900 };
const mine = (over: Partial<MyTicket> = {}): MyTicket => ({
  ticketId: "f",
  name: "Free",
  type: 0,
  priceCents: 0,
  payStatus: 1,
  verifyState: 0,
  ...over,
});

describe("ticket state → what the viewer sees and can do", () => {
  it.each([
    ["a free ticket on sale", free, null, "development", "onSale", "get"],
    ["a charged ticket on sale", charged, null, "development", "onSale", "buy"],
    ["a charged ticket without a payment provider", charged, null, "unavailable", "onSale", "none"],
    ["a closed ticket", { ...free, flag: 0, saleStatus: 0 }, null, "development", "closed", "none"],
    ["a ticket not on sale yet", { ...free, saleStatus: 0 }, null, "development", "notStarted", "none"],
    ["a ticket whose sale ended", { ...free, saleStatus: 1, stock: 0 }, null, "development", "ended", "none"],
    ["a sold-out ticket", { ...free, stock: 0 }, null, "development", "soldOut", "none"],
    ["while holding a ticket", charged, mine(), "development", "onSale", "none"],
    ["after a failed payment", charged, mine({ ticketId: "c", payStatus: 2 }), "development", "onSale", "buy"],
  ] as const)("%s", (_case, ticket, held, mode, availability, action) => {
    expect(ticketView(ticket, held, mode)).toMatchObject({ availability, action });
  });

  it("marks the viewer's own ticket", () => {
    expect(ticketView(free, mine(), "development").mine).toBe(true);
    expect(ticketView(charged, mine(), "development").mine).toBe(false);
  });

  it.each([
    [0, "wait"],
    [1, "success"],
    [2, "fail"],
    [3, "waiting"],
  ] as const)("pay status %i is '%s'", (status, name) => {
    expect(payStatusName(status)).toBe(name);
  });

  it.each([
    [0, "auto"],
    [1, "pass"],
    [2, "refuse"],
    [3, "reviewing"],
  ] as const)("verify state %i is '%s'", (state, name) => {
    expect(verifyStateName(state)).toBe(name);
  });

  it.each([
    [{}, true],
    [{ payStatus: 0 }, false],
    [{ payStatus: 3 }, false],
    [{ verifyState: 1 }, true],
    [{ verifyState: 2 }, false],
    [{ verifyState: 3 }, false],
  ])("a ticket %j admits: %s", (over, admits) => {
    expect(ticketAdmits(mine(over))).toBe(admits);
  });

  it.each([
    [1, [free], true],
    [1, [], false],
    [0, [free], false],
    [2, [free], false],
  ])("event ticket status %i with %j tickets shows the panel: %s", (status, tickets, shown) => {
    expect(showsTickets(status, tickets)).toBe(shown);
  });
});
