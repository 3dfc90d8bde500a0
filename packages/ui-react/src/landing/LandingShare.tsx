import { SHARE_CHANNEL, shareTargets, type LandingPage, type ShareChannel } from "@livehall/domain";
import { useId, useState } from "react";
import { Button } from "../components/Button";
import { Dialog } from "../components/Dialog";
import type { MessageKey } from "../i18n/messages/zh-Hans";
import { useT } from "../i18n/I18nProvider";
import "./LandingAccess.css";

const CHANNEL_NAME: Readonly<Record<ShareChannel, MessageKey>> = {
  [SHARE_CHANNEL.WEIBO]: "landingShare.weibo",
  [SHARE_CHANNEL.WECHAT]: "landingShare.wechat",
  [SHARE_CHANNEL.FACEBOOK]: "landingShare.facebook",
  [SHARE_CHANNEL.TWITTER]: "landingShare.twitter",
};

export interface LandingShareProps {
  readonly page: LandingPage;
  /** The address shared (default: this page's, with its query, so a `sharerId` in it travels on). */
  readonly pageUrl?: string;
}

/**
 * The landing page's share button (§3 share settings, decision 0046), shown only when the organiser
 * turned sharing on: a dialog with the page's address (selected on focus, to copy) and a link per
 * offered platform to its share page (a new tab); WeChat, which has no web share page, says to
 * share from WeChat's own menu.
 */
export function LandingShare({ page, pageUrl }: LandingShareProps) {
  const t = useT();
  const fieldId = useId();
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
        <Dialog
          title={t("landingShare.title")}
          onClose={() => {
            setOpen(false);
          }}
        >
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
      ) : null}
    </>
  );
}
