import { useT } from "../i18n/I18nProvider";
import "./ChatPanel.css";

/** The chat panel's frame while its code loads (after the video's first frame): no layout shift. */
export function ChatPlaceholder() {
  const t = useT();
  return (
    <section className="lh-chat" aria-label={t("chat.title")}>
      <h2 className="lh-chat__title">{t("chat.title")}</h2>
      <div className="lh-chat__body">
        <p className="lh-chat__status" role="status" aria-busy="true">
          {t("chat.loading")}
        </p>
      </div>
    </section>
  );
}
