export { INITIAL_TICKETS, ticketErrorKey, Tickets, type TicketsState } from "./tickets";
export type { EventTickets, TicketApi } from "./ports";
