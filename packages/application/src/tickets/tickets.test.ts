import { ApiFailure, type MyTicket, type Ticket } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import type { EventTickets, TicketApi } from "./ports";
import type { TicketsState } from "./services";
import { Tickets } from "./tickets";

const free: Ticket = { ticketId: "free", name: "Free", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 };

class FakeTicketApi implements TicketApi {
  listed: EventTickets = { eventTicketStatus: 1, paymentMode: "development", tickets: [free], mine: null };
  refusal: ApiFailure | null = null;
  readonly taken: string[] = [];
  readonly asked: boolean[] = [];
  tickets(_eventId: string, visitor = false) {
    this.asked.push(visitor);
    return Promise.resolve(this.listed);
  }
  take(_eventId: string, ticketId: string) {
    if (this.refusal) return Promise.reject(this.refusal);
    this.taken.push(ticketId);
    const mine: MyTicket = { ticketId, name: "Free", type: 0, priceCents: 0, payStatus: 1, verifyState: 0 };
    this.listed = { ...this.listed, mine };
    return Promise.resolve(mine);
  }
}

function started(api = new FakeTicketApi()) {
  const tickets = new Tickets(api);
  const states: TicketsState[] = [];
  tickets.state$.subscribe((state) => states.push(state));
  return { tickets, api, last: (): TicketsState => states.at(-1) as TicketsState };
}

describe("Tickets (the landing page's tickets panel)", () => {
  it.each([
    ["without a session: the visitor's list", false, true],
    ["with a session: the viewer's own", true, false],
  ])("reads %s", async (_case, signedIn, visitor) => {
    const { tickets, api, last } = started();
    await tickets.load("e-1", signedIn);
    expect(api.asked).toEqual([visitor]);
    expect(last()).toMatchObject({ status: "ready", visitor, tickets: [free] });
  });

  it("takes a free ticket and shows it as the viewer's own", async () => {
    const { tickets, api, last } = started();
    await tickets.load("e-1", true);
    expect(last()).toMatchObject({ status: "ready", paymentMode: "development", mine: null });
    expect(await tickets.take("free")).toBe(true);
    expect(api.taken).toEqual(["free"]);
    expect(last()).toMatchObject({ busy: null, errorKey: null, mine: { ticketId: "free", payStatus: 1 } });
  });

  it("shows sold out when the last ticket went to someone else, with the list reloaded", async () => {
    const { tickets, api, last } = started();
    await tickets.load("e-1", true);
    api.refusal = new ApiFailure("http", "150023", 409, "");
    api.listed = { ...api.listed, tickets: [{ ...free, stock: 0 }] };
    expect(await tickets.take("free")).toBe(false);
    expect(last()).toMatchObject({ errorKey: "tickets.error.soldOut", busy: null, tickets: [{ stock: 0 }] });
  });
});
