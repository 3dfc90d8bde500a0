import type { NoticesState } from "@livehall/application";
import type { NoticeChannel } from "@livehall/domain";
import { Button } from "../components/Button";
import { Dialog } from "../components/Dialog";
import { useT } from "../i18n/I18nProvider";
import { NoticeChannelForm } from "./NoticeChannelForm";
import "./notices.css";

export interface NoticePanelProps {
  readonly state: NoticesState;
  /** Whether subscribing by `channel` needs a code (Notices.needsCode). */
  readonly needsCode: (channel: NoticeChannel) => boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onRequestCode: (channel: "sms" | "email", contact: string) => void;
  readonly onSubscribe: (channel: NoticeChannel, contact: string, code?: string) => void;
}

/**
 * The "remind me" entry of the landing page (decision 0036): a button (or what the viewer already
 * subscribed, masked) that opens a dialog with one form per channel the config offers; the code
 * step where its check flag asks. Nothing while the config loads or shows no entry.
 */
export function NoticePanel({ state, needsCode, onOpenChange, onRequestCode, onSubscribe }: NoticePanelProps) {
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
        <Dialog
          title={t("notices.title")}
          onClose={() => {
            onOpenChange(false);
          }}
        >
          <p className="lh-notices__intro">{t("notices.intro")}</p>
          {!state.signedIn ? (
            <p className="lh-notices__note" role="alert">
              {t("notices.signInFirst")}
            </p>
          ) : (
            state.channels.map((channel) =>
              channel === "wechat" ? (
                <p key={channel} className="lh-notices__note">
                  {t("notices.wechatDev")}
                </p>
              ) : (
                <NoticeChannelForm
                  key={channel}
                  channel={channel}
                  needsCode={needsCode(channel)}
                  codeSent={state.codeSent.includes(channel)}
                  busy={state.busy === channel}
                  errorKey={state.error?.channel === channel ? state.error.messageKey : null}
                  onRequestCode={(contact) => {
                    onRequestCode(channel, contact);
                  }}
                  onSubscribe={(contact, code) => {
                    onSubscribe(channel, contact, code);
                  }}
                />
              ),
            )
          )}
        </Dialog>
      ) : null}
    </section>
  );
}
