import type { ReactNode } from "react";
import type { LandingPage } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";

/**
 * The normal propaganda mode (§2): a simple cover page — the Gaussian-blur cover filling the
 * background, the cover picture, the event's name and start, and the join button (`actions`).
 */
export function CoverPage({
  page,
  start,
  actions,
}: {
  readonly page: LandingPage;
  readonly start: string | null;
  readonly actions: ReactNode;
}) {
  const t = useT();
  return (
    <article className="lh-cover" data-mode="normal">
      {page.blurCoverUrl ? <img className="lh-cover__backdrop" src={page.blurCoverUrl} alt="" aria-hidden="true" /> : null}
      <div className="lh-cover__card">
        {page.coverUrl ? <img className="lh-cover__image" src={page.coverUrl} alt="" width={960} height={540} /> : null}
        <h1 className="lh-cover__title">{page.name}</h1>
        <p className="lh-cover__start">{start === null ? t("landing.startTimeUnknown") : t("landing.startTime", { time: start })}</p>
        {actions}
      </div>
    </article>
  );
}
