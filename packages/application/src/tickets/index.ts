export { ticketErrorKey, Tickets } from "./tickets";
export { INITIAL_TICKETS, type TicketsService, type TicketsState } from "./services";
export type { EventTickets, TicketApi } from "./ports";
