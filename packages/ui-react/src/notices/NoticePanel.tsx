import type { NoticesState } from "@livehall/application";
import type { NoticeChannel } from "@livehall/domain";
import { lazy, Suspense, type ComponentType } from "react";
import { Button } from "../components/Button";
import { LoadingState } from "../components/LoadingState";
import { useT } from "../i18n/I18nProvider";
import type { NoticeDialogProps } from "./NoticeDialog";
import "./notices.css";

const NoticeDialog = lazy(() => import("./NoticeDialog"));

export interface NoticePanelProps {
  readonly state: NoticesState;
  /** The landing page's event: a visitor subscribes against it. */
  readonly event: NoticeDialogProps["event"];
  /** Whether subscribing by `channel` needs a code (Notices.needsCode). */
  readonly needsCode: (channel: NoticeChannel) => boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onRequestCode: (channel: "sms" | "email", contact: string) => void;
  readonly onSubscribe: (channel: NoticeChannel, contact: string, code?: string) => void;
  /** The dialog to show; the lazily loaded one by default (tests and stories hand in the module's own). */
  readonly dialog?: ComponentType<NoticeDialogProps>;
}

/**
 * The "remind me" entry of the landing page (decision 0036): a button (or what the viewer already
 * subscribed, masked) that opens a dialog with one form per channel the config offers; the code
 * step where its check flag asks. Nothing while the config loads or shows no entry. The dialog loads
 * when it first opens.
 */
export function NoticePanel({
  state,
  event,
  needsCode,
  onOpenChange,
  onRequestCode,
  onSubscribe,
  dialog: Dialog = NoticeDialog,
}: NoticePanelProps) {
  const t = useT();
  if (state.status !== "ready") return null;
  const { subscribed } = state;
  const lines = [
    subscribed.sms ? t("notices.subscribedSms", { contact: subscribed.maskedMobile }) : null,
    subscribed.email ? t("notices.subscribedEmail", { contact: subscribed.maskedEmail }) : null,
    subscribed.wechat ? t("notices.subscribedWechat") : null,
  ].filter((line): line is string => line !== null);
  return (
    <section className="lh-notices" aria-label={t("notices.title")}>
      <div role="status" className="lh-notices__state">
        {lines.length > 0 ? (
          <p className="lh-notices__subscribed">
            <span>{t("notices.subscribed")}</span>
            {lines.map((line) => (
              <bdi key={line} className="lh-notices__contact">
                {line}
              </bdi>
            ))}
          </p>
        ) : null}
      </div>
      <Button
        tone="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          onOpenChange(true);
        }}
      >
        {t("notices.remindMe")}
      </Button>
      {state.open ? (
        <Suspense fallback={<LoadingState label={t("notices.title")} />}>
          <Dialog
            state={state}
            event={event}
            needsCode={needsCode}
            onClose={() => {
              onOpenChange(false);
            }}
            onRequestCode={onRequestCode}
            onSubscribe={onSubscribe}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
