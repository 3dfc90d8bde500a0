import type { CodeStatus, MarketingFile, MarketingModal } from "@livehall/application";
import { shownJumpEntries, type AnswerInput } from "@livehall/domain";
import { lazy, Suspense } from "react";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { useT } from "../../i18n/I18nProvider";
import { MarketingForm } from "./MarketingForm";
import "./marketing.css";

// The QR code library loads only when a QR tool is shown.
const QrCode = lazy(() => import("../../login/QrCode").then((module) => ({ default: module.QrCode })));

export interface MarketingModalViewProps {
  readonly modal: MarketingModal;
  readonly code: CodeStatus;
  /** When the last code went out (epoch ms), for the resend countdown. */
  readonly codeSentAt: number | null;
  readonly onSubmit: (inputs: Readonly<Record<string, AnswerInput>>) => void;
  readonly onSendCode: (phone: string) => void;
  readonly onDownload: (file: MarketingFile) => void;
  readonly onClose: () => void;
}

const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0);

/**
 * The §2 marketing tool modal: form, download or contact content. Nothing while hidden or while
 * the detail loads (§4). A form shows its questions and, once submitted, a thank-you line (it
 * stays open); a download asks its questions (if any) and lists its files once submitted
 * (`submitFlag` 1); code attention and customer service show QR codes and http(s) links (links
 * open only when the viewer clicks them, in a new window).
 */
export function MarketingModalView({ modal, code, codeSentAt, onSubmit, onSendCode, onDownload, onClose }: MarketingModalViewProps) {
  const t = useT();
  if (modal.phase !== "visible") return null;
  const { detail, loading, submitted, errors } = modal;
  const formCode = { sentAt: codeSentAt, sending: code === "sending", onSend: onSendCode };
  let content;
  switch (detail.toolType) {
    case "COLLECT_FORM":
      content = submitted ? (
        <p className="lh-marketing__done" role="status">
          {t("marketing.submittedNote")}
        </p>
      ) : (
        <MarketingForm questions={detail.questions} errors={errors} loading={loading} code={formCode} onSubmit={onSubmit} />
      );
      break;
    case "DOWNLOAD_MATERIALS":
      content =
        detail.submitFlag === 1 ? (
          <ul className="lh-marketing__files" aria-label={t("marketing.download.files")}>
            {detail.files.map((file) => (
              <li key={file.fileId} className="lh-marketing__file">
                <span className="lh-marketing__file-name">{file.fileName}</span>
                <span className="lh-marketing__file-size">{t("marketing.download.size", { size: kilobytes(file.fileSize) })}</span>
                <Button
                  tone="secondary"
                  aria-label={t("marketing.download.file", { name: file.fileName })}
                  onClick={() => {
                    onDownload(file);
                  }}
                >
                  {t("marketing.download.action")}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className="lh-marketing__hint">{t("marketing.download.unlock")}</p>
            <MarketingForm
              questions={detail.questions}
              errors={errors}
              loading={loading}
              code={formCode}
              submitLabel={t("marketing.download.getFiles")}
              onSubmit={onSubmit}
            />
          </>
        );
      break;
    case "CODE_ATTENTION":
    case "CUSTOMER_SERVICE":
      content = (
        <ul className="lh-marketing__entries">
          {shownJumpEntries(detail.jumpEntries).map((entry, index) => (
            <li key={`${entry.jumpUrlType}-${index}`} className="lh-marketing__entry">
              {entry.jumpUrlType === 1 ? (
                <>
                  <Suspense fallback={<span className="lh-marketing__qr-loading" role="status" aria-busy="true" />}>
                    <QrCode value={entry.jumpUrlDetail} label={t("marketing.qr.label", { name: detail.name })} />
                  </Suspense>
                  <p className="lh-marketing__hint">{t("marketing.qr.scan")}</p>
                </>
              ) : (
                <a className="lh-button lh-button--primary" href={entry.jumpUrlDetail} target="_blank" rel="noopener noreferrer">
                  {detail.name}
                  <span className="lh-visually-hidden">{t("marketing.link.newWindow")}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      );
      break;
  }
  return (
    <Dialog title={detail.name} onClose={onClose}>
      <div className="lh-marketing" data-tool-type={detail.toolType} data-marketing-app-id={detail.marketingAppId}>
        {detail.description === "" ? null : <p className="lh-marketing__description">{detail.description}</p>}
        {content}
        {code === "failed" ? (
          <p className="lh-marketing__error" role="alert">
            {t("marketing.code.failed")}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
