import type { NoticesState } from "@livehall/application";
import type { NoticeChannel } from "@livehall/domain";
import { Dialog } from "../components/Dialog";
import { useT } from "../i18n/I18nProvider";
import { NoticeChannelForm } from "./NoticeChannelForm";
import { VisitorNotice } from "./VisitorNotice";

export interface NoticeDialogProps {
  readonly state: NoticesState;
  /** The event (a visitor's subscription proves the contact against it, with its tenant's agreements). */
  readonly event: { readonly eventId: string; readonly tenantId: string };
  readonly needsCode: (channel: NoticeChannel) => boolean;
  readonly onClose: () => void;
  readonly onRequestCode: (channel: "sms" | "email", contact: string) => void;
  readonly onSubscribe: (channel: NoticeChannel, contact: string, code?: string) => void;
}

/**
 * The "remind me" dialog (decision 0036): one form per channel the config offers, the code step
 * where its check flag asks; a visitor without a session subscribes by proving the contact
 * (VisitorNotice, decision 0057). Loaded when it first opens (NoticePanel), so the landing page
 * does not carry its forms (decision 0050).
 */
export default function NoticeDialog({ state, event, needsCode, onClose, onRequestCode, onSubscribe }: NoticeDialogProps) {
  const t = useT();
  return (
    <Dialog title={t("notices.title")} onClose={onClose}>
      <p className="lh-notices__intro">{t("notices.intro")}</p>
      {!state.signedIn ? (
        state.config === null ? null : (
          <VisitorNotice eventId={event.eventId} tenantId={event.tenantId} configId={state.config.configId} channels={state.channels} />
        )
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
  );
}
