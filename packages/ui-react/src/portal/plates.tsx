import { formatLocal, type PortalEvent, type PortalPlate } from "@livehall/domain";
import type { Loadable } from "@livehall/application";
import { portalEventPath } from "@livehall/domain";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { useT } from "../i18n/I18nProvider";
import { PortalAnchor } from "./portal-link";

/** What every plate needs besides itself: where links go and how. */
export interface PlateContext {
  readonly mobile: boolean;
  readonly search: string;
  readonly onOpen: (path: string) => void;
}

/** banner: the portal's heading (the page's h1) with a subtitle, over its picture when it has one. */
export function BannerPlate({ plate }: { readonly plate: PortalPlate }) {
  return (
    <header
      className={`lh-plate lh-plate--banner${plate.imageUrl ? " lh-plate--pictured" : ""}`}
      style={plate.imageUrl ? { backgroundImage: `url("${encodeURI(plate.imageUrl)}")` } : undefined}
    >
      <h1 className="lh-plate__heading lh-plate__heading--banner">{plate.title}</h1>
      {plate.content ? <p className="lh-plate__subtitle">{plate.content}</p> : null}
    </header>
  );
}

/** text: a title and plain paragraphs (never HTML). */
export function TextPlate({ plate }: { readonly plate: PortalPlate }) {
  return (
    <section className="lh-plate lh-plate--text" aria-label={plate.title || undefined}>
      {plate.title ? <h2 className="lh-plate__heading">{plate.title}</h2> : null}
      {plate.content.split("\n").map((line, index) => (line.trim() === "" ? null : <p key={index}>{line}</p>))}
    </section>
  );
}

/** image: a picture (its title as the text alternative), linked when the plate has an address. */
export function ImagePlate({ plate, context }: { readonly plate: PortalPlate; readonly context: PlateContext }) {
  const picture = <img className="lh-plate__image" src={plate.imageUrl} alt={plate.title} loading="lazy" />;
  return (
    <figure className="lh-plate lh-plate--image">
      {plate.linkUrl ? (
        <PortalAnchor href={plate.linkUrl} search={context.search} onOpen={context.onOpen}>
          {picture}
        </PortalAnchor>
      ) : (
        picture
      )}
    </figure>
  );
}

/** links: a titled list of links. */
export function LinksPlate({ plate, context }: { readonly plate: PortalPlate; readonly context: PlateContext }) {
  const t = useT();
  return (
    <nav className="lh-plate lh-plate--links" aria-label={plate.title || t("portal.links")}>
      {plate.title ? <h2 className="lh-plate__heading">{plate.title}</h2> : null}
      <ul className="lh-plate__links">
        {plate.links.map((link) => (
          <li key={`${link.name}-${link.url}`}>
            <PortalAnchor href={link.url} search={context.search} onOpen={context.onOpen}>
              {link.name}
            </PortalAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EventCard({ event, context }: { readonly event: PortalEvent; readonly context: PlateContext }) {
  const t = useT();
  const start =
    event.startTime === null
      ? t("portal.event.noStart")
      : t("portal.event.start", { time: formatLocal(event.startTime, -new Date(event.startTime).getTimezoneOffset()) });
  return (
    <li className="lh-event-card">
      <PortalAnchor
        className="lh-event-card__link"
        href={portalEventPath(event.eventNumber, context.mobile)}
        search={context.search}
        onOpen={context.onOpen}
      >
        {event.coverUrl ? (
          <img className="lh-event-card__cover" src={event.coverUrl} alt="" loading="lazy" />
        ) : (
          <span className="lh-event-card__cover" aria-hidden="true" />
        )}
        <span className="lh-event-card__name">{event.name}</span>
        <span className="lh-event-card__start">{start}</span>
        <span className={`lh-event-card__status lh-event-card__status--${String(event.status)}`}>
          {t(`portal.event.status.${String(event.status)}`)}
        </span>
      </PortalAnchor>
    </li>
  );
}

/** eventList: the events the plate names, each a card into its landing page; loading, error (retry) and empty states. */
export function EventListPlate({
  plate,
  events,
  context,
  onRetry,
}: {
  readonly plate: PortalPlate;
  readonly events: Loadable<readonly PortalEvent[]>;
  readonly context: PlateContext;
  readonly onRetry: () => void;
}) {
  const t = useT();
  let body;
  if (events.status === "ready") {
    body =
      events.value.length === 0 ? (
        <p className="lh-plate__empty">{t("portal.events.empty")}</p>
      ) : (
        <ul className="lh-plate__events">
          {events.value.map((event) => (
            <EventCard key={event.eventNumber} event={event} context={context} />
          ))}
        </ul>
      );
  } else if (events.status === "error") {
    body = <ErrorState message={t("portal.events.loadFailed")} onRetry={onRetry} />;
  } else {
    body = <LoadingState label={t("portal.events.loading")} />;
  }
  return (
    <section className="lh-plate lh-plate--events" aria-label={plate.title || undefined}>
      {plate.title ? <h2 className="lh-plate__heading">{plate.title}</h2> : null}
      {body}
    </section>
  );
}
