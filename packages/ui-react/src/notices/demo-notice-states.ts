import { INITIAL_NOTICES, INITIAL_TICKETS, type NoticesState, type TicketsState } from "@livehall/application";
import { NOT_SUBSCRIBED, type NoticeConfig, type Ticket } from "@livehall/domain";

/** The demo event's notice config: SMS and e-mail, both with a code. */
export const demoNoticeConfig: NoticeConfig = {
  configId: "event-10001-notice",
  sms: true,
  smsCheck: true,
  email: true,
  emailCheck: true,
  wechat: false,
  displaySubscribe: true,
  automaticPopup: false,
  noticeIndex: 1,
};

const ready: NoticesState = {
  ...INITIAL_NOTICES,
  status: "ready",
  config: demoNoticeConfig,
  channels: ["sms", "email"],
  signedIn: true,
};

/** Every state of the "remind me" panel, by name (stories and tests). */
export const demoNoticeStates: Readonly<Record<string, NoticesState>> = {
  Closed: ready,
  Open: { ...ready, open: true },
  "Code sent": { ...ready, open: true, codeSent: ["email"] },
  Subscribing: { ...ready, open: true, codeSent: ["email"], busy: "email" },
  "Wrong code": { ...ready, open: true, codeSent: ["email"], error: { channel: "email", messageKey: "notices.error.codeWrong" } },
  "A visitor (not entered)": { ...ready, open: true, signedIn: false },
  Subscribed: {
    ...ready,
    subscribed: { ...NOT_SUBSCRIBED, sms: true, email: true, maskedMobile: "138****1111", maskedEmail: "d***@example.com" },
  },
  "WeChat (development stand-in)": {
    ...ready,
    open: true,
    config: { ...demoNoticeConfig, wechat: true },
    channels: ["sms", "email", "wechat"],
  },
};

const free: Ticket = { ticketId: "free-pass", name: "Free pass", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 };
const vip: Ticket = { ticketId: "vip-pass", name: "VIP pass", flag: 1, type: 1, priceCents: 9900, stock: 1, saleStatus: 2 };
const tickets: TicketsState = {
  ...INITIAL_TICKETS,
  status: "ready",
  eventTicketStatus: 1,
  paymentMode: "development",
  tickets: [free, vip],
};

/** The landing page's event of the stories and tests. */
export const DEMO_LANDING_EVENT = { eventId: "event-10001", tenantId: "t-demo" } as const;

/** Every state of the tickets panel, by name (stories and tests). */
export const demoTicketStates: Readonly<Record<string, TicketsState>> = {
  Loading: { ...INITIAL_TICKETS, status: "loading" },
  "Could not be read": { ...INITIAL_TICKETS, status: "unavailable" },
  "On sale (development payment)": tickets,
  "A visitor (not entered): free by a code, charged after entering": { ...tickets, visitor: true },
  Working: { ...tickets, busy: "free-pass" },
  "Free ticket held": {
    ...tickets,
    mine: { ticketId: "free-pass", name: "Free pass", type: 0, priceCents: 0, payStatus: 1, verifyState: 0 },
  },
  "Charged ticket under review": {
    ...tickets,
    mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 1, verifyState: 3 },
  },
  "Payment pending": {
    ...tickets,
    mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 0, verifyState: 0 },
  },
  "Payment processing": {
    ...tickets,
    mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 3, verifyState: 0 },
  },
  "Payment failed": {
    ...tickets,
    mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 2, verifyState: 0 },
    errorKey: "tickets.error.declined",
  },
  Approved: { ...tickets, mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 1, verifyState: 1 } },
  Refused: { ...tickets, mine: { ticketId: "vip-pass", name: "VIP pass", type: 1, priceCents: 9900, payStatus: 1, verifyState: 2 } },
  "Closed, not started, ended, sold out": {
    ...tickets,
    tickets: [
      { ...free, ticketId: "closed", name: "Members only", flag: 0 },
      { ...free, ticketId: "later", name: "Next season", saleStatus: 0 },
      { ...free, ticketId: "over", name: "Early bird", saleStatus: 1 },
      { ...vip, ticketId: "gone", name: "Backstage", stock: 0 },
    ],
    errorKey: "tickets.error.soldOut",
  },
  "Payment unavailable": { ...tickets, paymentMode: "unavailable" },
};
