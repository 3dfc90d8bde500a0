import { shareTargets, type LandingPage } from "@livehall/domain";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Button } from "../components/Button";
import { LoadingState } from "../components/LoadingState";
import { useT } from "../i18n/I18nProvider";
import type { LandingShareDialogProps } from "./LandingShareDialog";
import "./LandingAccess.css";

export interface LandingShareProps {
  readonly page: LandingPage;
  /** The address shared (default: this page's, with its query, so a `sharerId` in it travels on). */
  readonly pageUrl?: string;
  /** The dialog to show; the lazily loaded one by default (tests and stories hand in the module's own). */
  readonly dialog?: ComponentType<LandingShareDialogProps>;
}

const LandingShareDialog = lazy(() => import("./LandingShareDialog"));

/**
 * The landing page's share button (§3 share settings, decision 0046), shown only when the organiser
 * turned sharing on: it opens the share dialog (LandingShareDialog, loaded on first opening).
 */
export function LandingShare({ page, pageUrl, dialog: ShareDialog = LandingShareDialog }: LandingShareProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!page.share.enabled) return null;
  const url = pageUrl ?? (typeof window === "undefined" ? "" : window.location.href);
  const targets = shareTargets(page.share, url, page.name);
  return (
    <>
      <Button
        tone="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t("landingShare.open")}
      </Button>
      {open ? (
        <Suspense fallback={<LoadingState label={t("landingShare.title")} />}>
          <ShareDialog
            url={url}
            targets={targets}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
