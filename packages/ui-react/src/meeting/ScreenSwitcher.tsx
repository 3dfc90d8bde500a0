import type { MeetingScreensView } from "@livehall/application";
import type { MeetingScreen } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import "./ScreenSwitcher.css";

export interface ScreenSwitcherProps {
  readonly view: MeetingScreensView;
  /** Intent: show `screenId` large. */
  readonly onChoose: (screenId: string) => void;
}

/**
 * The screens of a meeting room beside the large one (decision 0039): a group of toggle buttons,
 * the screen shown large first and pressed, the others after it in the room's order as posters
 * (their pictures do not play until chosen). Each button is named by its screen ("Screen 2") and
 * says whether it is live; a click, Enter or Space makes it the large one. Nothing while the room
 * has a single screen; a line while the list loads or when it failed (the large one still plays).
 */
export function ScreenSwitcher({ view, onChoose }: ScreenSwitcherProps) {
  const t = useT();
  if (view.status === "idle") return null;
  if (view.status === "loading") return <p className="lh-screens__note">{t("meeting.loadingScreens")}</p>;
  if (view.status === "failed") return <p className="lh-screens__note">{t("meeting.screensFailed")}</p>;
  if (view.main === null || view.others.length === 0) return null;
  const screens = [view.main, ...view.others];
  return (
    <nav className="lh-screens" aria-label={t("meeting.screens")}>
      <ul className="lh-screens__list">
        {screens.map((screen) => (
          <li key={screen.screenId}>
            <ScreenButton screen={screen} main={screen === view.main} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ScreenButton({
  screen,
  main,
  onChoose,
}: {
  readonly screen: MeetingScreen;
  readonly main: boolean;
  readonly onChoose: (screenId: string) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={main ? "lh-screens__button lh-screens__button--main" : "lh-screens__button"}
      aria-pressed={main}
      data-screen-id={screen.screenId}
      onClick={() => {
        onChoose(screen.screenId);
      }}
    >
      <span className="lh-screens__poster" aria-hidden="true">
        {screen.position}
      </span>
      <span className="lh-screens__text">
        <span className="lh-screens__name">{t("meeting.screen", { number: screen.position })}</span>
        <span className={screen.living ? "lh-screens__state lh-screens__state--live" : "lh-screens__state"}>
          {main ? t("meeting.shownLarge") : screen.living ? t("meeting.living") : t("meeting.notLiving")}
        </span>
      </span>
    </button>
  );
}
