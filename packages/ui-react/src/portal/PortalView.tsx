import type { PortalPageState } from "@livehall/application";
import type { PortalPlate } from "@livehall/domain";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { MessageState } from "../components/MessageState";
import { useT } from "../i18n/I18nProvider";
import { BannerPlate, EventListPlate, ImagePlate, LinksPlate, TextPlate, type PlateContext } from "./plates";
import "./Portal.css";

export interface PortalViewProps extends PlateContext {
  readonly state: PortalPageState;
  readonly onRetry: () => void;
  readonly onRetryPlate: (plateId: string) => void;
}

/**
 * The portal's content (§2 portal page: its plates in order and its page name), for every state of
 * {@link PortalPageState}: loading, error with retry, not found, switched off, empty, ready.
 */
export function PortalView({ state, onRetry, onRetryPlate, ...context }: PortalViewProps) {
  const t = useT();
  switch (state.status) {
    case "missing":
      return <MessageState heading={t("portal.missing.heading")} message={t("portal.missing.message")} />;
    case "disabled":
      return <MessageState heading={t("portal.disabled.heading")} message={t("portal.disabled.message")} />;
    case "error":
      return <ErrorState message={t(state.messageKey)} onRetry={onRetry} />;
    case "ready": {
      const { portal, events } = state;
      const plate = (item: PortalPlate) => {
        switch (item.type) {
          case "banner":
            return <BannerPlate key={item.id} plate={item} />;
          case "text":
            return <TextPlate key={item.id} plate={item} />;
          case "image":
            return <ImagePlate key={item.id} plate={item} context={context} />;
          case "links":
            return <LinksPlate key={item.id} plate={item} context={context} />;
          case "eventList":
            return (
              <EventListPlate
                key={item.id}
                plate={item}
                events={events[item.id] ?? { status: "loading" }}
                context={context}
                onRetry={() => {
                  onRetryPlate(item.id);
                }}
              />
            );
        }
      };
      const hasBanner = portal.plates.some((item) => item.type === "banner");
      return (
        <article className={`lh-portal${context.mobile ? " lh-portal--mobile" : ""}`}>
          {hasBanner ? null : <h1 className="lh-portal__name">{portal.name}</h1>}
          {portal.plates.length === 0 ? <p className="lh-plate__empty">{t("portal.empty")}</p> : portal.plates.map(plate)}
        </article>
      );
    }
    default:
      return <LoadingState label={t("portal.loading")} />;
  }
}
