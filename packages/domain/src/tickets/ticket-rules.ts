import { TICKET_STATUS } from "../enums/event";
import { SALE_STATUS, SIGNUP_PAY_STATUS, STOCK, TICKET_FLAG, TICKET_TYPE, VERIFY_STATE } from "../enums/ticket";

/** One ticket of the event. Prices in cents. */
export interface Ticket {
  readonly ticketId: string;
  readonly name: string;
  readonly flag: number;
  readonly type: number;
  readonly priceCents: number;
  readonly stock: number;
  readonly saleStatus: number;
}

/** The viewer's own ticket. */
export interface MyTicket {
  readonly ticketId: string;
  readonly name: string;
  readonly type: number;
  readonly priceCents: number;
  readonly payStatus: number;
  readonly verifyState: number;
}

export type TicketPaymentMode = "development" | "unavailable";

/** What a ticket's card says about it. */
export type TicketAvailability = "closed" | "notStarted" | "ended" | "soldOut" | "onSale";
/** What the viewer can do with a ticket's card. */
export type TicketAction = "get" | "buy" | "none";

export interface TicketView {
  readonly availability: TicketAvailability;
  readonly action: TicketAction;
  /** This card is the viewer's own ticket. */
  readonly mine: boolean;
}

/**
 * A ticket's card: closed beats the sale dates, the sale dates beat the stock. The viewer may get
 * (free) or buy (charged, only with a payment provider) an on-sale ticket while holding none, or
 * after a failed payment.
 */
export function ticketView(ticket: Ticket, mine: MyTicket | null, paymentMode: TicketPaymentMode): TicketView {
  const availability: TicketAvailability =
    ticket.flag === TICKET_FLAG.CLOSED
      ? "closed"
      : ticket.saleStatus === SALE_STATUS.NOT_STARTED
        ? "notStarted"
        : ticket.saleStatus === SALE_STATUS.ENDED
          ? "ended"
          : ticket.stock === STOCK.SOLD_OUT
            ? "soldOut"
            : "onSale";
  const holding = mine !== null && mine.payStatus !== SIGNUP_PAY_STATUS.FAIL;
  const charged = ticket.type === TICKET_TYPE.CHARGED;
  const action: TicketAction =
    availability !== "onSale" || holding || (charged && paymentMode === "unavailable") ? "none" : charged ? "buy" : "get";
  return { availability, action, mine: mine?.ticketId === ticket.ticketId };
}

/** The words of a pay status: "wait" | "success" | "fail" | "waiting". */
export function payStatusName(status: number): "wait" | "success" | "fail" | "waiting" {
  if (status === SIGNUP_PAY_STATUS.SUCCESS) return "success";
  if (status === SIGNUP_PAY_STATUS.FAIL) return "fail";
  if (status === SIGNUP_PAY_STATUS.WAITING) return "waiting";
  return "wait";
}

/** The words of a verify state: "auto" | "pass" | "refuse" | "reviewing". */
export function verifyStateName(state: number): "auto" | "pass" | "refuse" | "reviewing" {
  if (state === VERIFY_STATE.PASS) return "pass";
  if (state === VERIFY_STATE.REFUSE) return "refuse";
  if (state === VERIFY_STATE.REVIEWING) return "reviewing";
  return "auto";
}

/** Whether the viewer's ticket lets them in: paid (or free) and not refused or still under review. */
export const ticketAdmits = (mine: MyTicket): boolean =>
  mine.payStatus === SIGNUP_PAY_STATUS.SUCCESS && (mine.verifyState === VERIFY_STATE.AUTO || mine.verifyState === VERIFY_STATE.PASS);

/** Whether the landing page shows the tickets panel: the event sells tickets (§3 status 1) and has some. */
export const showsTickets = (eventTicketStatus: number, tickets: readonly Ticket[]): boolean =>
  eventTicketStatus === TICKET_STATUS.SIGN_AND_TICKET && tickets.length > 0;
