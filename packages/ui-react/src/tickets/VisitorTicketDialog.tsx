import type { VisitorPassService } from "@livehall/application";
import { payStatusName, verifyStateName, type Ticket } from "@livehall/domain";
import { Dialog } from "../components/Dialog";
import { LoadingState } from "../components/LoadingState";
import { useTranslator } from "../i18n/I18nProvider";
import { useVisitorPass } from "../visitor/use-visitor-pass";
import { VisitorContactForm } from "../visitor/VisitorContactForm";
import { VisitorError } from "../visitor/VisitorError";
import "../notices/notices.css";

export interface VisitorTicketDialogProps {
  /** The landing page's event: the ticket is taken in it, with its tenant's agreements. */
  readonly event: { readonly eventId: string; readonly tenantId: string };
  /** The free ticket the visitor asked for. */
  readonly ticket: Ticket;
  readonly onClose: () => void;
  /** A pass to use instead of a loaded one (tests, stories). */
  readonly pass?: VisitorPassService;
}

/**
 * A visitor takes a free ticket before entering (decision 0057): a form per contact kind (mobile,
 * e-mail) proving it with a code, the captcha and the event's agreements; then the ticket with its
 * states and where to find it again (entering with the same contact). Loaded when first opened
 * (TicketsPanel), so none of it is on the landing page's first load.
 */
export default function VisitorTicketDialog({ event, ticket, onClose, pass: given }: VisitorTicketDialogProps) {
  const { t, locale } = useTranslator();
  const { pass, state } = useVisitorPass(event.tenantId, given);
  const mine = state.mine;
  return (
    <Dialog title={t("tickets.get")} onClose={onClose}>
      <p className="lh-notices__intro">
        <bdi>{ticket.name}</bdi>
      </p>
      {pass === null || state.status !== "ready" ? (
        <LoadingState label={t("tickets.get")} />
      ) : mine !== null ? (
        <div role="status" className="lh-notices__state">
          <p className="lh-notices__subscribed">
            <bdi>{t("tickets.mine", { name: mine.name })}</bdi>
            <span className="lh-tickets__badge">{t(`tickets.pay.${payStatusName(mine.payStatus)}`)}</span>
            <span className="lh-tickets__badge">{t(`tickets.verify.${verifyStateName(mine.verifyState)}`)}</span>
          </p>
          <p className="lh-notices__note">{t("tickets.visitor.kept")}</p>
        </div>
      ) : (
        <>
          <p className="lh-notices__note">{t("notices.visitor.intro")}</p>
          {(["sms", "email"] as const).map((channel) => (
            <VisitorContactForm
              key={channel}
              channel={channel}
              title={t(channel === "sms" ? "notices.mobile" : "notices.email")}
              state={state}
              submitLabel={t("tickets.get")}
              busyLabel={t("tickets.working")}
              onRequestCode={(contact) => {
                void pass.requestCode(event.eventId, { channel, contact });
              }}
              onSubmit={(contact, code, agreed) => {
                void pass.take(event.eventId, ticket.ticketId, { channel, contact }, { code, agreed, language: locale });
              }}
            />
          ))}
          <VisitorError state={state} />
        </>
      )}
    </Dialog>
  );
}
