import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, TICKET_PATHS, type MyTicketDTO, type UserTicketsDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

/** A second event: a charged ticket with 3 left and review, one closed, one not on sale yet, one ended. */
const SALE = { number: "10202", id: "event-10202", room: "40002" } as const;

let t: TestServer;
beforeAll(async () => {
  const sale = {
    ...demoDefinition(),
    virtualEventNumber: SALE.number,
    virtualEventId: SALE.id,
    mainVenueNumber: SALE.room,
    mainSeminarNumber: SALE.room,
    rooms: [{ roomNumber: SALE.room, roomMode: 1, names: { "zh-Hans": "直播间" } }],
    tickets: {
      ticketStatus: 0,
      list: [
        { ticketId: "few", ticketName: "Few", ticketType: 1, price: 500, stock: 3, reviewFlag: 1 },
        { ticketId: "closed", ticketName: "Closed", ticketType: 0, price: 0, stock: 9, ticketFlag: 0 },
        { ticketId: "later", ticketName: "Later", ticketType: 0, price: 0, stock: 9, saleStartTime: "2099-01-01 00:00:00" },
        { ticketId: "over", ticketName: "Over", ticketType: 0, price: 0, stock: 9, saleEndTime: "2020-01-01 00:00:00" },
      ],
    },
  };
  // Many viewers enter from one address here: the per-address access limit is not what is tested.
  t = await startTestServer({ eventsDir: eventsDirWith({ demo: demoDefinition(), sale }), rateLimits: { ssoPostsPerIpPerMinute: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const list = (viewer: TestViewer, eventId: string = DEMO.id) =>
  t.api<UserTicketsDTO>(`${API_PREFIX}${TICKET_PATHS.userTickets}?virtualEventId=${eventId}`, bearer(viewer.accessToken));
const take = (viewer: TestViewer, ticketId: string, eventId: string = DEMO.id) =>
  t.api<MyTicketDTO>(API_PREFIX + TICKET_PATHS.take, postJson({ virtualEventId: eventId, ticketId }, viewer.headers));

describe("GET /events/users/tickets", () => {
  it("lists the demo's free and charged tickets with their §3 states, and no ticket of the viewer's own", async () => {
    const viewer = await anonymousViewer(t);
    const { body } = await list(viewer);
    expect(body.data.virtualEventTicketStatus).toBe(1);
    expect(body.data.paymentMode).toBe("development");
    expect(body.data.mine).toBeNull();
    expect(
      body.data.tickets.map(({ ticketId, ticketFlag, ticketType, price, stock, saleStatus }) => ({
        ticketId,
        ticketFlag,
        ticketType,
        price,
        stock,
        saleStatus,
      })),
    ).toEqual([
      { ticketId: "free-pass", ticketFlag: 1, ticketType: 0, price: 0, stock: 1, saleStatus: 2 },
      { ticketId: "vip-pass", ticketFlag: 1, ticketType: 1, price: 9900, stock: 1, saleStatus: 2 },
    ]);
  });

  it("says not started, ended and closed", async () => {
    const viewer = await anonymousViewer(t, undefined, SALE.id);
    const { body } = await list(viewer, SALE.id);
    expect(body.data.virtualEventTicketStatus).toBe(0);
    expect(body.data.tickets.map((ticket) => [ticket.ticketId, ticket.ticketFlag, ticket.saleStatus])).toEqual([
      ["few", 1, 2],
      ["closed", 0, 2],
      ["later", 1, 0],
      ["over", 1, 1],
    ]);
  });

  it("refuses a caller without a token of the event (401)", async () => {
    expect((await t.api(`${API_PREFIX}${TICKET_PATHS.userTickets}?virtualEventId=${DEMO.id}`)).status).toBe(401);
    const other = await anonymousViewer(t, undefined, SALE.id);
    expect((await list(other)).status).toBe(401);
  });
});

describe("POST /events/users/tickets/take", () => {
  it("gets a free ticket at once (paid, passed automatically), and refuses a second one", async () => {
    const viewer = await anonymousViewer(t);
    const got = await take(viewer, "free-pass");
    expect(got.body.data).toMatchObject({ ticketId: "free-pass", ticketType: 0, price: 0, payStatus: 1, verifyState: 0 });
    expect((await list(viewer)).body.data.mine).toMatchObject({ ticketId: "free-pass", payStatus: 1 });
    const again = await take(viewer, "vip-pass");
    expect([again.status, again.body.code]).toEqual([409, "100613"]);
  });

  it("buys a charged ticket through the development payment provider; a review ticket is under review", async () => {
    const viewer = await anonymousViewer(t, undefined, SALE.id);
    const bought = await take(viewer, "few", SALE.id);
    expect(bought.body.data).toMatchObject({ ticketId: "few", ticketType: 1, price: 500, payStatus: 1, verifyState: 3 });
    const [order] = await t.query<{ payment_ref: string }>("select payment_ref from ticket_orders where audience_id = ?", [
      viewer.audienceId,
    ]);
    expect(order?.payment_ref).toMatch(/^dev-/);
  });

  it.each([
    ["a closed ticket", "closed", 409, "100612"],
    ["a ticket not on sale yet", "later", 409, "100612"],
    ["a ticket whose sale ended", "over", 409, "100612"],
    ["an unknown ticket", "nope", 404, "100611"],
  ])("refuses %s", async (_case, ticketId, status, code) => {
    const viewer = await anonymousViewer(t, undefined, SALE.id);
    const answer = await take(viewer, ticketId, SALE.id);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("refuses bad input with 400 and never 500", async () => {
    const viewer = await anonymousViewer(t);
    for (const body of [
      {},
      { virtualEventId: DEMO.id },
      { virtualEventId: DEMO.id, ticketId: "x".repeat(65) },
      { virtualEventId: 1, ticketId: 2 },
    ]) {
      const answer = await t.api(API_PREFIX + TICKET_PATHS.take, postJson(body, viewer.headers));
      expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
    }
  });

  it("never oversells: 50 concurrent buyers of the last tickets get exactly what is left", async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => anonymousViewer(t, undefined, SALE.id)));
    const [before] = await t.query<{ stock_left: number }>("select stock_left from tickets where event_id = ? and id = 'few'", [SALE.id]);
    const left = Number(before?.stock_left);
    const answers = await Promise.all(buyers.map((buyer) => take(buyer, "few", SALE.id)));
    const sold = answers.filter((answer) => answer.body.code === "200");
    expect(sold).toHaveLength(left);
    expect(answers.filter((answer) => answer.body.code === "150023")).toHaveLength(50 - left);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const [after] = await t.query<{ stock_left: number }>("select stock_left from tickets where event_id = ? and id = 'few'", [SALE.id]);
    expect(Number(after?.stock_left)).toBe(0);
    const viewer = await anonymousViewer(t, undefined, SALE.id);
    expect((await list(viewer, SALE.id)).body.data.tickets[0]?.stock).toBe(0);
  });

  it("limits one viewer's ticket requests (429 / 100105)", async () => {
    const viewer = await anonymousViewer(t, undefined, SALE.id);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await take(viewer, "closed", SALE.id)).body.code);
    expect(codes.slice(0, 10).every((code) => code === "100612")).toBe(true);
    expect(codes[10]).toBe("100105");
  });
});
