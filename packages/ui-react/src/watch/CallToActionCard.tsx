import type { CallToAction } from "@livehall/application";
import { isWebAddress } from "@livehall/domain";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";
import "./CallToActionCard.css";

// The QR code library loads only when a viewer opens a QR tool.
const QrCode = lazy(() => import("../login/QrCode").then((module) => ({ default: module.QrCode })));

export interface CallToActionCardProps {
  /** The room's running call-to-action tools (CallToActions), in the server's order. */
  readonly items: readonly CallToAction[];
  /** Opens the marketing tool a call-to-action names (PASSIVE, decision 0031); without it such a button falls back to its link. */
  readonly onOpenTool?: ((item: CallToAction) => void) | undefined;
}

/**
 * The room's call-to-action tools below the player (§3 jump url type): each its title and a
 * button. One that names a marketing tool opens it (PASSIVE, `onOpenTool`). A link tool (2) opens its http(s) address in a new window without a handle on this page;
 * a QR tool (1) shows its address as a QR code to scan with a phone. Nothing without tools.
 */
export function CallToActionCard({ items, onOpenTool }: CallToActionCardProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="lh-cta" aria-label={t("cta.area")}>
      <ul className="lh-cta__list">
        {items.map((item) => (
          <CallToActionItem key={item.callToActionId} item={item} onOpenTool={onOpenTool} />
        ))}
      </ul>
    </section>
  );
}

function CallToActionItem({ item, onOpenTool }: { readonly item: CallToAction; readonly onOpenTool: CallToActionCardProps["onOpenTool"] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const qrId = useId();
  const usable = isWebAddress(item.jumpUrl);
  const opensTool = item.marketingAppId !== undefined && onOpenTool !== undefined;
  return (
    <li className="lh-cta__item" data-cta-id={item.callToActionId}>
      <p className="lh-cta__title">{item.title}</p>
      {opensTool ? (
        <Button
          className="lh-cta__action"
          onClick={() => {
            onOpenTool(item);
          }}
        >
          {item.buttonText}
        </Button>
      ) : !usable ? null : item.jumpUrlType === 2 ? (
        <a className="lh-button lh-button--primary lh-cta__action" href={item.jumpUrl} target="_blank" rel="noopener noreferrer">
          {item.buttonText}
          <span className="lh-visually-hidden">{t("cta.newWindow")}</span>
        </a>
      ) : (
        <>
          <Button
            className="lh-cta__action"
            aria-expanded={open}
            aria-controls={qrId}
            onClick={() => {
              setOpen(!open);
            }}
          >
            {item.buttonText}
          </Button>
          <div id={qrId} className="lh-cta__qr" hidden={!open}>
            {open ? (
              <Suspense fallback={<span className="lh-cta__qr-loading" role="status" aria-busy="true" />}>
                <QrCode value={item.jumpUrl} label={t("cta.qrLabel", { title: item.title })} />
              </Suspense>
            ) : null}
            <p className="lh-cta__hint">{t("cta.scan")}</p>
          </div>
        </>
      )}
    </li>
  );
}
