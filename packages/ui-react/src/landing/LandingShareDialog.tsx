import { SHARE_CHANNEL, type ShareChannel, type shareTargets } from "@livehall/domain";
import { useId } from "react";
import { Dialog } from "../components/Dialog";
import type { MessageKey } from "../i18n/messages/zh-Hans";
import { useT } from "../i18n/I18nProvider";

const CHANNEL_NAME: Readonly<Record<ShareChannel, MessageKey>> = {
  [SHARE_CHANNEL.WEIBO]: "landingShare.weibo",
  [SHARE_CHANNEL.WECHAT]: "landingShare.wechat",
  [SHARE_CHANNEL.FACEBOOK]: "landingShare.facebook",
  [SHARE_CHANNEL.TWITTER]: "landingShare.twitter",
};

export interface LandingShareDialogProps {
  /** The address shared. */
  readonly url: string;
  /** The offered platforms' share pages (`shareTargets`). */
  readonly targets: ReturnType<typeof shareTargets>;
  readonly onClose: () => void;
}

/**
 * The landing page's share dialog (decision 0046): the page's address (selected on focus, to copy)
 * and a link per offered platform to its share page (a new tab); WeChat, which has no web share
 * page, says to share from WeChat's own menu. Loaded when it first opens (decision 0050).
 */
export default function LandingShareDialog({ url, targets, onClose }: LandingShareDialogProps) {
  const t = useT();
  const fieldId = useId();
  return (
    <Dialog title={t("landingShare.title")} onClose={onClose}>
      <div className="lh-landing-share">
        <label className="lh-landing-share__label" htmlFor={fieldId}>
          {t("share.link")}
        </label>
        <input
          id={fieldId}
          className="lh-landing-share__field"
          type="text"
          readOnly
          dir="ltr"
          value={url}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        {targets.length > 0 ? (
          <ul className="lh-landing-share__targets">
            {targets.map(({ channel, href }) => {
              const name = t(CHANNEL_NAME[channel]);
              return (
                <li key={channel}>
                  {href === null ? (
                    <p className="lh-landing-share__hint">
                      <strong>{name}</strong> {t("landingShare.wechatHint")}
                    </p>
                  ) : (
                    <a
                      className="lh-landing-share__link"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("landingShare.newTab", { platform: name })}
                    >
                      {name}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
