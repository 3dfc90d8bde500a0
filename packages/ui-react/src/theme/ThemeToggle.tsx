import { useT } from "../i18n/I18nProvider";
import { useTheme } from "./ThemeProvider";
import "./ThemeToggle.css";

/** A button switching between the light and dark themes; its label says what it will do. */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = t(next === "dark" ? "theme.switchToDark" : "theme.switchToLight");
  return (
    <button
      type="button"
      className="lh-theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => {
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
