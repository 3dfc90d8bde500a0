import { pageCount, type LandingModuleOf, type LandingThemeStyle } from "@livehall/domain";
import type { LandingState } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";
import { ModuleFrame } from "./ModuleFrame";

export interface AgendaModuleProps {
  readonly module: LandingModuleOf<"agenda">;
  readonly themeStyle: LandingThemeStyle;
  readonly agenda: LandingState["agenda"];
  readonly onFilter: (change: { readonly date?: string; readonly locationId?: string }) => void;
  readonly onPage: (page: number) => void;
}

/** The schedules: date and location filters, 3 per page, the total and previous/next paging (§2, §4). */
export function AgendaModule({ module, themeStyle, agenda, onFilter, onPage }: AgendaModuleProps) {
  const t = useT();
  const { filter, items, total, step } = agenda;
  const pages = pageCount(total);
  const busy = step === "loading";
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.agenda">
      <div className="lh-lmod__filters">
        <label>
          <span>{t("landing.agenda.date")}</span>
          <select
            value={filter.date}
            onChange={(event) => {
              onFilter({ date: event.target.value });
            }}
          >
            <option value="">{t("landing.agenda.allDates")}</option>
            {module.dates.map((date) => (
              <option key={date} value={date}>
                {date}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("landing.agenda.location")}</span>
          <select
            value={filter.locationId}
            onChange={(event) => {
              onFilter({ locationId: event.target.value });
            }}
          >
            <option value="">{t("landing.agenda.allLocations")}</option>
            {module.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {step === "error" ? (
        <p role="alert">{t("landing.agenda.failed")}</p>
      ) : items.length === 0 && !busy ? (
        <p>{t("landing.agenda.empty")}</p>
      ) : (
        <ol className="lh-lmod__schedules" aria-busy={busy} data-testid="landing-schedules">
          {items.map((schedule) => (
            <li key={schedule.id}>
              <span className="lh-lmod__when">
                {t("landing.agenda.time", { date: schedule.date, start: schedule.startTime, end: schedule.endTime })} ·{" "}
                {schedule.locationName}
              </span>
              <strong>{schedule.title}</strong>
              {schedule.speakers.length > 0 ? <span>{schedule.speakers.join("、")}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <nav className="lh-lmod__paging" aria-label={t("landing.agenda")}>
        <span>{t("landing.agenda.total", { total })}</span>
        <button
          type="button"
          disabled={busy || filter.page <= 1}
          onClick={() => {
            onPage(filter.page - 1);
          }}
        >
          {t("landing.agenda.previous")}
        </button>
        <span aria-live="polite">{t("landing.agenda.page", { page: filter.page, pages })}</span>
        <button
          type="button"
          disabled={busy || filter.page >= pages}
          onClick={() => {
            onPage(filter.page + 1);
          }}
        >
          {t("landing.agenda.next")}
        </button>
      </nav>
    </ModuleFrame>
  );
}
