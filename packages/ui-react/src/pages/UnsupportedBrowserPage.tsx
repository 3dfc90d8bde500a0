import type { BrowserDevice } from "@livehall/domain";
import { useId } from "react";
import { PageShell } from "../components/PageShell";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";
import "./UnsupportedBrowserPage.css";

/** The browsers that work, per device (§5; decision 0037), as catalogue keys. */
export const WORKING_BROWSERS: Readonly<Record<BrowserDevice, readonly string[]>> = {
  android: ["unsupported.browser.wechat", "unsupported.browser.wecom", "unsupported.browser.chrome"],
  ios: ["unsupported.browser.safariIos", "unsupported.browser.wechatIos", "unsupported.browser.wecomIos", "unsupported.browser.chromeIos"],
  desktop: ["unsupported.browser.chromeDesktop", "unsupported.browser.chromium"],
};

export interface UnsupportedBrowserPageProps {
  /** The viewer's device: its list of working browsers comes first, the others follow. */
  readonly device: BrowserDevice;
}

/**
 * Shown instead of the app when the browser is refused (§5 unsupported browsers): names the
 * browsers that work on the viewer's device, then on the other devices (to open the link there).
 */
export function UnsupportedBrowserPage({ device }: UnsupportedBrowserPageProps) {
  const t = useT();
  const headingId = useId();
  useDocumentTitle(t("unsupported.title"));
  useOutsideEventLanguages();
  const devices: readonly BrowserDevice[] = [device, ...(["android", "ios", "desktop"] as const).filter((other) => other !== device)];
  return (
    <PageShell>
      <section className="lh-unsupported" aria-labelledby={headingId}>
        <h1 id={headingId} className="lh-unsupported__heading">
          {t("unsupported.title")}
        </h1>
        <p className="lh-unsupported__text">{t("unsupported.message")}</p>
        {devices.map((item, index) => (
          <section key={item} className={`lh-unsupported__device${index === 0 ? " lh-unsupported__device--own" : ""}`}>
            <h2 className="lh-unsupported__device-name">{t(`unsupported.device.${item}`)}</h2>
            <ul className="lh-unsupported__browsers">
              {WORKING_BROWSERS[item].map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </PageShell>
  );
}
