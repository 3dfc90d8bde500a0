import type { VisitorPassService } from "@livehall/application";
import type { NoticeChannel } from "@livehall/domain";
import { LoadingState } from "../components/LoadingState";
import { useTranslator } from "../i18n/I18nProvider";
import { useVisitorPass } from "../visitor/use-visitor-pass";
import { VisitorContactForm } from "../visitor/VisitorContactForm";
import { VisitorError } from "../visitor/VisitorError";

export interface VisitorNoticeProps {
  /** The event (its tenant's agreements) and its notice config. */
  readonly eventId: string;
  readonly tenantId: string;
  readonly configId: string;
  /** The channels the config offers; a visitor subscribes by SMS or e-mail (WeChat needs the viewer's own WeChat login). */
  readonly channels: readonly NoticeChannel[];
  /** A pass to use instead of a loaded one (tests, stories). */
  readonly pass?: VisitorPassService;
}

/**
 * The "remind me" dialog's content for a visitor who has not entered (decision 0057): one form per
 * channel (SMS, e-mail) proving the contact with a code, the captcha and the event's agreements;
 * then what the visitor is reminded by. Inside the on-demand dialog: none of it is on the landing
 * page's first load.
 */
export function VisitorNotice({ eventId, tenantId, configId, channels, pass: given }: VisitorNoticeProps) {
  // The agreements accepted are those of the language the page shows.
  const { t, locale: language } = useTranslator();
  const { pass, state } = useVisitorPass(tenantId, given);
  if (pass === null || state.status !== "ready") return <LoadingState label={t("notices.title")} />;
  const subscribed = state.subscribed;
  if (subscribed !== null)
    return (
      <p className="lh-notices__subscribed" role="status">
        <span>{t("notices.subscribed")}</span>
        {subscribed.sms ? (
          <bdi className="lh-notices__contact">{t("notices.subscribedSms", { contact: subscribed.maskedMobile })}</bdi>
        ) : null}
        {subscribed.email ? (
          <bdi className="lh-notices__contact">{t("notices.subscribedEmail", { contact: subscribed.maskedEmail })}</bdi>
        ) : null}
      </p>
    );
  return (
    <>
      <p className="lh-notices__note">{t("notices.visitor.intro")}</p>
      {channels.map((channel) =>
        channel === "wechat" ? null : (
          <VisitorContactForm
            key={channel}
            channel={channel}
            title={t(`notices.channel.${channel}`)}
            state={state}
            submitLabel={t("notices.subscribe")}
            busyLabel={t("notices.subscribing")}
            onRequestCode={(contact) => {
              void pass.requestCode(eventId, { channel, contact });
            }}
            onSubmit={(contact, code, agreed) => {
              void pass.subscribe(configId, { channel, contact }, { code, agreed, language });
            }}
          />
        ),
      )}
      <VisitorError state={state} />
    </>
  );
}
