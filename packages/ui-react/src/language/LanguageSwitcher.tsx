import { useId } from "react";
import { useT } from "../i18n/I18nProvider";
import { directionOf, type Locale } from "../i18n/locales";
import { LANGUAGE_NAMES } from "./language-names";
import "./LanguageSwitcher.css";

export interface LanguageSwitcherProps {
  /** The languages offered, in the event's order. */
  readonly languages: readonly Locale[];
  /** The language shown now. */
  readonly value: Locale;
  readonly onChange: (locale: Locale) => void;
}

/**
 * The viewer's language choice (§5): a labelled native select (keyboard and screen readers as the
 * platform gives them), each language named in its own language with its own `lang` and `dir`.
 */
export function LanguageSwitcher({ languages, value, onChange }: LanguageSwitcherProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="lh-language">
      <label htmlFor={id} className="lh-language__label">
        <span aria-hidden="true" className="lh-language__icon">
          🌐
        </span>
        <span className="lh-visually-hidden">{t("language.label")}</span>
      </label>
      <select
        id={id}
        className="lh-language__select"
        value={value}
        lang={value}
        dir={directionOf(value)}
        onChange={(event) => {
          const next = languages.find((language) => language === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language} dir={directionOf(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
