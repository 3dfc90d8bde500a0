import { describe, expect, it } from "vitest";
import { parseEventTickets } from "../tickets/fetch-ticket-api";
import { parseNoticeConfig, parseSubscribeState } from "./fetch-notice-api";

describe("wire names of notices and tickets", () => {
  it("maps a NoticeConfigDTO; no id → no config", () => {
    expect(
      parseNoticeConfig({
        activityNoticeConfigId: "c",
        smsNoticeFlag: 1,
        smsCheckFlag: 0,
        emailNoticeFlag: 1,
        emailCheckFlag: 1,
        wechatNoticeFlag: 0,
        displaySubscribe: 1,
        automaticPopup: 1,
        noticeIndex: 3,
      }),
    ).toEqual({
      configId: "c",
      sms: true,
      smsCheck: false,
      email: true,
      emailCheck: true,
      wechat: false,
      displaySubscribe: true,
      automaticPopup: true,
      noticeIndex: 3,
    });
    expect(parseNoticeConfig(null)).toBeNull();
  });

  it("maps a SubscribeStateDTO", () => {
    expect(parseSubscribeState({ subscribeFlag: 1, smsSubscribeFlag: 1, emailSubscribeFlag: 0, maskedMobile: "138****0000" })).toEqual({
      sms: true,
      email: false,
      wechat: false,
      maskedMobile: "138****0000",
      maskedEmail: "",
    });
  });

  it("maps a UserTicketsDTO, dropping unreadable tickets", () => {
    expect(
      parseEventTickets({
        virtualEventTicketStatus: 1,
        paymentMode: "development",
        tickets: [{ ticketId: "f", ticketName: "Free", ticketFlag: 1, ticketType: 0, price: 0, stock: 1, saleStatus: 2 }, { nope: 1 }],
        mine: { ticketId: "f", ticketName: "Free", ticketType: 0, price: 0, payStatus: 1, verifyState: 3 },
      }),
    ).toEqual({
      eventTicketStatus: 1,
      paymentMode: "development",
      tickets: [{ ticketId: "f", name: "Free", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 }],
      mine: { ticketId: "f", name: "Free", type: 0, priceCents: 0, payStatus: 1, verifyState: 3 },
    });
    expect(parseEventTickets({ paymentMode: "mystery" })).toMatchObject({
      eventTicketStatus: 2,
      paymentMode: "unavailable",
      tickets: [],
      mine: null,
    });
  });
});
