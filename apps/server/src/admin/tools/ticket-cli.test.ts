import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, TICKET_PATHS, type MyTicketDTO, type UserTicketsDTO } from "@livehall/wire";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { runCliOn } from "../../testing/cli-runner";
import { anonymousViewer } from "../../testing/viewers";
import type { AdminTicketDTO } from "../../tickets/ticket-admin-routes";
import { EXIT } from "../cli-run";
import { parseToolCommand } from "../tool-cli-parse";
import { ticketCli } from "./ticket-cli";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const run = (argv: readonly string[]) => runCliOn(t, argv);

describe("ticket CLI: the admin call of each command line (decision 0046)", () => {
  const request = (argv: readonly string[]) => parseToolCommand([...argv], ticketCli).request;
  it.each([
    ["list", ["ticket", "list", "10001"], { method: "GET", path: "/api/admin/events/10001/tickets", body: null }],
    [
      "a free ticket, stock by default",
      ["ticket", "create", "10001", "--id", "early", "--name", "Early bird"],
      {
        method: "POST",
        path: "/api/admin/events/10001/tickets",
        body: { ticketId: "early", ticketName: "Early bird", ticketType: 0, price: 0, stock: 100, ticketFlag: 1 },
      },
    ],
    [
      "a charged, closed ticket",
      ["ticket", "create", "10001", "--id", "vip2", "--name", "VIP", "--price", "1999", "--stock", "5", "--closed"],
      {
        method: "POST",
        path: "/api/admin/events/10001/tickets",
        body: { ticketId: "vip2", ticketName: "VIP", ticketType: 1, price: 1999, stock: 5, ticketFlag: 0 },
      },
    ],
    [
      "stock",
      ["ticket", "stock", "10001", "vip-pass", "0"],
      { method: "PUT", path: "/api/admin/events/10001/tickets/vip-pass/stock", body: { stock: 0 } },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(request(argv)).toEqual(expected);
  });
});

describe("ticket list | create | stock against a running server", () => {
  it("creates a free ticket viewers can see and take; stock 0 makes it sold out for viewers", async () => {
    const created = await run(["ticket", "create", DEMO.number, "--id", "cli-free", "--name", "CLI pass", "--stock", "2"]);
    expect(created.code).toBe(EXIT.ok);
    expect(JSON.parse(created.out.lines.join("\n"))).toMatchObject({
      ticketId: "cli-free",
      ticketType: 0,
      price: 0,
      stock: 1,
      stockLeft: 2,
    });

    const viewer = await anonymousViewer(t);
    const seen = await t.api<UserTicketsDTO>(
      `${API_PREFIX}${TICKET_PATHS.userTickets}?virtualEventId=${DEMO.id}`,
      bearer(viewer.accessToken),
    );
    expect(seen.body.data.tickets.at(-1)).toMatchObject({ ticketId: "cli-free", stock: 1, saleStatus: 2 });
    const taken = await t.api<MyTicketDTO>(
      API_PREFIX + TICKET_PATHS.take,
      postJson({ virtualEventId: DEMO.id, ticketId: "cli-free" }, viewer.headers),
    );
    expect(taken.status).toBe(200);

    const listed = await run(["ticket", "list", DEMO.number]);
    expect((JSON.parse(listed.out.lines.join("\n")) as AdminTicketDTO[]).find((ticket) => ticket.ticketId === "cli-free")?.stockLeft).toBe(
      1,
    );

    const emptied = await run(["ticket", "stock", DEMO.number, "cli-free", "0"]);
    expect(emptied.code).toBe(EXIT.ok);
    expect(JSON.parse(emptied.out.lines.join("\n"))).toMatchObject({ ticketId: "cli-free", stock: 0, stockLeft: 0 });
    const other = await anonymousViewer(t);
    const soldOut = await t.api(API_PREFIX + TICKET_PATHS.take, postJson({ virtualEventId: DEMO.id, ticketId: "cli-free" }, other.headers));
    expect(soldOut.body.code).toBe("150023");
  });

  it.each([
    ["a ticket id that exists", ["ticket", "create", DEMO.number, "--id", "vip-pass", "--name", "Again"], EXIT.failed, /409/],
    ["no name", ["ticket", "create", DEMO.number, "--id", "x1"], EXIT.usage, /--name/],
    [
      "a price that is not a number",
      ["ticket", "create", DEMO.number, "--id", "x2", "--name", "X", "--price", "free"],
      EXIT.usage,
      /--price/,
    ],
    ["stock of an unknown ticket", ["ticket", "stock", DEMO.number, "nope", "3"], EXIT.failed, /404/],
    ["a negative stock", ["ticket", "stock", DEMO.number, "vip-pass", "-1"], EXIT.usage, /stock/],
    ["an unknown event", ["ticket", "list", "99999"], EXIT.failed, /404|151001/],
    ["an unknown action", ["ticket", "delete", DEMO.number], EXIT.usage, /list, create or stock/],
  ])("%s", async (_name, argv, code, message) => {
    const { code: got, out } = await run(argv);
    expect(got).toBe(code);
    expect(out.errors.join("\n")).toMatch(message);
  });

  it("refuses callers without the admin token, and a free ticket with a price (the attack and the rule)", async () => {
    const path = `/api/admin/events/${DEMO.number}/tickets`;
    const body = { ticketId: "sneaky", ticketName: "Free for me", ticketType: 0, price: 0, stock: 1_000_000 };
    const viewer = await anonymousViewer(t);
    expect((await t.api(path, postJson(body, viewer.headers))).status).toBe(401);
    expect((await t.api(path, postJson(body))).status).toBe(401);
    const stock = await t.api(`${path}/vip-pass/stock`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stock: 9 }),
    });
    expect(stock.status).toBe(401);
    const admin = { authorization: `Bearer ${t.server.admin.token}` };
    expect((await t.api(path, postJson({ ...body, ticketId: "priced", price: 100 }, admin))).status).toBe(400);
    expect((await t.api(path, postJson({ ...body, ticketId: "charged-free", ticketType: 1 }, admin))).status).toBe(400);
  });
});
