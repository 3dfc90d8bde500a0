import type { TicketsState } from "@livehall/application";
import {
  formatCents,
  payStatusName,
  showsTickets,
  ticketView,
  verifyStateName,
  type Ticket,
  type TicketPaymentMode,
} from "@livehall/domain";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Button } from "../components/Button";
import { LoadingState } from "../components/LoadingState";
import { useT } from "../i18n/I18nProvider";
import type { VisitorTicketDialogProps } from "./VisitorTicketDialog";
import "./tickets.css";

const VisitorTicketDialog = lazy(() => import("./VisitorTicketDialog"));

export interface TicketsPanelProps {
  readonly state: TicketsState;
  /** The landing page's event: a visitor takes a ticket in it. */
  readonly event: VisitorTicketDialogProps["event"];
  /** The viewer pressed a ticket's get or buy button. */
  readonly onTake: (ticketId: string) => void;
  /** A visitor's dialog; the lazily loaded one by default (tests and stories hand in the module's own). */
  readonly visitorDialog?: ComponentType<VisitorTicketDialogProps>;
}

function PaymentNote({ mode }: { readonly mode: TicketPaymentMode }) {
  const t = useT();
  return (
    <p className={mode === "development" ? "lh-tickets__payment" : "lh-tickets__payment lh-tickets__payment--off"} data-payment={mode}>
      {t(mode === "development" ? "tickets.devPayment" : "tickets.paymentUnavailable")}
    </p>
  );
}

/**
 * The landing page's tickets (decision 0036): one card per ticket saying in words its price, sale
 * and stock state, with a get (free) or buy (charged) button where the viewer may; the viewer's own
 * ticket with its pay and review state; always, while the development provider pays,
 * "development payment: no money is taken". A visitor (no session) gets a free ticket in a dialog
 * loaded on demand, proving a contact (decision 0057); a charged one is bought after entering.
 */
export function TicketsPanel({ state, event, onTake, visitorDialog: VisitorDialog = VisitorTicketDialog }: TicketsPanelProps) {
  const t = useT();
  const [claiming, setClaiming] = useState<Ticket | null>(null);
  if (state.status === "idle") return null;
  if (state.status === "loading")
    return (
      <section className="lh-tickets" aria-label={t("tickets.title")}>
        <p className="lh-tickets__note">{t("tickets.loading")}</p>
      </section>
    );
  if (state.status === "unavailable")
    return (
      <section className="lh-tickets" aria-label={t("tickets.title")}>
        <p className="lh-tickets__note">{t("tickets.signInFirst")}</p>
      </section>
    );
  if (!showsTickets(state.eventTicketStatus, state.tickets)) return null;
  const mine = state.mine;
  return (
    <section className="lh-tickets" aria-labelledby="lh-tickets-title">
      <h2 id="lh-tickets-title" className="lh-tickets__title">
        {t("tickets.title")}
      </h2>
      <PaymentNote mode={state.paymentMode} />
      {mine === null ? null : (
        <p className="lh-tickets__mine" role="status" data-pay={mine.payStatus} data-verify={mine.verifyState}>
          <bdi>{t("tickets.mine", { name: mine.name })}</bdi>
          <span className="lh-tickets__badge">{t(`tickets.pay.${payStatusName(mine.payStatus)}`)}</span>
          <span className="lh-tickets__badge">{t(`tickets.verify.${verifyStateName(mine.verifyState)}`)}</span>
        </p>
      )}
      <ul className="lh-tickets__list" aria-label={t("tickets.list")}>
        {state.tickets.map((ticket) => {
          const view = ticketView(ticket, mine, state.paymentMode);
          const price = formatCents(ticket.priceCents);
          const busy = state.busy === ticket.ticketId;
          return (
            <li
              key={ticket.ticketId}
              className={view.mine ? "lh-tickets__card lh-tickets__card--mine" : "lh-tickets__card"}
              data-ticket-id={ticket.ticketId}
            >
              <bdi className="lh-tickets__name">{ticket.name}</bdi>
              <span className="lh-tickets__price">{ticket.priceCents === 0 ? t("tickets.free") : t("tickets.price", { price })}</span>
              <span className="lh-tickets__state" data-availability={view.availability}>
                {t(`tickets.availability.${view.availability}`)}
              </span>
              {view.mine ? <span className="lh-tickets__badge">{t("tickets.yours")}</span> : null}
              {view.action === "none" ? null : state.visitor && view.action === "buy" ? (
                <span className="lh-tickets__state">{t("tickets.visitor.buyAfterEntering")}</span>
              ) : (
                <Button
                  disabled={state.busy !== null}
                  aria-busy={busy}
                  aria-label={
                    // Busy, it is named by what it shows ("working…"): the name holds the words shown (label in name).
                    busy
                      ? undefined
                      : view.action === "get"
                        ? t("tickets.getOne", { name: ticket.name })
                        : t("tickets.buyOne", { name: ticket.name, price })
                  }
                  onClick={() => {
                    if (state.visitor) setClaiming(ticket);
                    else onTake(ticket.ticketId);
                  }}
                >
                  {t(busy ? "tickets.working" : view.action === "get" ? "tickets.get" : "tickets.buy")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {state.errorKey === null ? null : (
        <p className="lh-tickets__error" role="alert">
          {t(state.errorKey)}
        </p>
      )}
      {claiming === null ? null : (
        <Suspense fallback={<LoadingState label={t("tickets.get")} />}>
          <VisitorDialog
            event={event}
            ticket={claiming}
            onClose={() => {
              setClaiming(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
