import type { NoticesState } from "@livehall/application";
import type { NoticeChannel } from "@livehall/domain";
import { Dialog } from "../components/Dialog";
import { useT } from "../i18n/I18nProvider";
import { NoticeChannelForm } from "./NoticeChannelForm";

export interface NoticeDialogProps {
  readonly state: NoticesState;
  readonly needsCode: (channel: NoticeChannel) => boolean;
  readonly onClose: () => void;
  readonly onRequestCode: (channel: "sms" | "email", contact: string) => void;
  readonly onSubscribe: (channel: NoticeChannel, contact: string, code?: string) => void;
}

/**
 * The "remind me" dialog (decision 0036): one form per channel the config offers, the code step
 * where its check flag asks; a viewer without a session is asked to enter first. Loaded when it
 * first opens (NoticePanel), so the landing page does not carry its forms (decision 0050).
 */
export default function NoticeDialog({ state, needsCode, onClose, onRequestCode, onSubscribe }: NoticeDialogProps) {
  const t = useT();
  return (
    <Dialog title={t("notices.title")} onClose={onClose}>
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
  );
}
