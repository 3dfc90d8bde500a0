import { useT } from "../i18n/I18nProvider";

/** The top bar's logo: the organiser's picture when there is one, else the event's name as text. */
export function EventLogo({ logoUrl, eventName }: { readonly logoUrl: string; readonly eventName: string | null }) {
  const t = useT();
  const name = eventName ?? t("app.name");
  return logoUrl === "" ? (
    <span className="lh-event-bar__name">{name}</span>
  ) : (
    <img className="lh-event-bar__logo" src={logoUrl} alt={name} decoding="async" />
  );
}
