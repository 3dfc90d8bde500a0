import { describe, expect, it } from "vitest";
import { DefinitionReader } from "./definition-reader";
import { parseNotices } from "./notices-definition";
import { parseTickets } from "./tickets-definition";

const root = (value: Record<string, unknown>) => DefinitionReader.root(value);

describe("the event file's notices block", () => {
  it("reads the §3 notice config with its defaults", () => {
    expect(parseNotices(root({ notices: { emailNoticeFlag: 1, emailCheckFlag: 1 } }), "event-1")).toEqual({
      activityNoticeConfigId: "event-1-notice",
      wechatNoticeFlag: 0,
      smsNoticeFlag: 0,
      smsCheckFlag: 0,
      emailNoticeFlag: 1,
      emailCheckFlag: 1,
      displaySubscribe: 1,
      automaticPopup: 0,
      noticeIndex: 1,
    });
    expect(parseNotices(root({}), "event-1")).toBeNull();
  });

  it.each([
    [{ smsCheckFlag: 1 }, "notices.smsCheckFlag: needs smsNoticeFlag 1"],
    [{ emailNoticeFlag: 0, emailCheckFlag: 1 }, "notices.emailCheckFlag: needs emailNoticeFlag 1"],
    [{ smsNoticeFlag: 2 }, "notices.smsNoticeFlag: must be one of 0, 1"],
    [{ activityNoticeConfigId: "a b" }, "notices.activityNoticeConfigId"],
  ])("refuses %j naming the field", (notices, message) => {
    expect(() => parseNotices(root({ notices }), "event-1")).toThrow(message);
  });
});

describe("the event file's tickets block", () => {
  it("reads tickets with the ticket status; none when absent (status 2, no-sign)", () => {
    const parsed = parseTickets(
      root({ tickets: { ticketStatus: 1, list: [{ ticketId: "a", ticketName: "A", ticketType: 1, price: 100, stock: 5 }] } }),
    );
    expect(parsed.ticketStatus).toBe(1);
    expect(parsed.list[0]).toMatchObject({ ticketId: "a", ticketFlag: 1, ticketType: 1, priceCents: 100, stock: 5, reviewFlag: 0 });
    expect(parseTickets(root({}))).toEqual({ ticketStatus: 2, list: [] });
  });

  it.each([
    [{ ticketId: "a", ticketName: "A", ticketType: 1, price: 0, stock: 1 }, "must be above 0 for a charged ticket"],
    [{ ticketId: "a", ticketName: "A", ticketType: 0, price: 5, stock: 1 }, "must be 0 for a free ticket"],
    [{ ticketId: "a", ticketName: "A", ticketType: 0, price: 0, stock: -1 }, "tickets.list[0].stock"],
    [
      { ticketId: "a", ticketName: "A", ticketType: 0, price: 0, saleStartTime: "2030-01-01 00:00:00", saleEndTime: "2029-01-01 00:00:00" },
      "must be after saleStartTime",
    ],
  ])("refuses %j naming the field", (ticket, message) => {
    expect(() => parseTickets(root({ tickets: { list: [ticket] } }))).toThrow(message);
  });

  it("refuses a ticket id listed twice", () => {
    const ticket = { ticketId: "a", ticketName: "A", ticketType: 0, price: 0 };
    expect(() => parseTickets(root({ tickets: { list: [ticket, ticket] } }))).toThrow("tickets.list[1].ticketId: is listed twice");
  });
});
