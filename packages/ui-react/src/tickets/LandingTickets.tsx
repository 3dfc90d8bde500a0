import { APP_TOKENS, INITIAL_TICKETS, type TicketsService } from "@livehall/application";
import type { PersonalBrief } from "@livehall/domain";
import { useEffect } from "react";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { TicketsPanel } from "./TicketsPanel";

export interface LandingTicketsProps {
  /** The landing page's resolved brief (event and, with a session, the viewer). */
  readonly brief: PersonalBrief;
}

/** Mounts the tickets panel on the landing page through the Tickets use case (nothing when it is not bound). */
export function LandingTickets({ brief }: LandingTicketsProps) {
  const tickets = useOptionalService(APP_TOKENS.Tickets);
  return tickets ? <BoundTickets tickets={tickets} brief={brief} /> : null;
}

function BoundTickets({ tickets, brief }: { readonly tickets: TicketsService; readonly brief: PersonalBrief }) {
  const state = useObservable(tickets.state$, INITIAL_TICKETS);
  const eventId = brief.event.eventId;
  const signedIn = brief.viewer !== null;
  useEffect(() => {
    void tickets.load(eventId, signedIn);
  }, [tickets, eventId, signedIn]);
  return (
    <TicketsPanel
      state={state}
      event={brief.event}
      onTake={(ticketId) => {
        void tickets.take(ticketId);
      }}
    />
  );
}
