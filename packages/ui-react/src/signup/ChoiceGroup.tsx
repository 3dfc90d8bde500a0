import type { QuestionOption } from "@livehall/domain";
import { useId } from "react";
import { useT } from "../i18n/I18nProvider";

export interface ChoiceGroupProps {
  readonly legend: string;
  /** radio: one option; checkbox: several, at most `limit` when it is above 0. */
  readonly type: "radio" | "checkbox";
  readonly options: readonly QuestionOption[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: readonly string[]) => void;
  readonly required: boolean;
  readonly limit: number;
  readonly error: string | null;
}

/**
 * A group of radio buttons or checkboxes in a fieldset with its legend. A checkbox group with a
 * limit says so and disables the unchosen options once the limit is reached.
 */
export function ChoiceGroup({ legend, type, options, chosen, onChange, required, limit, error }: ChoiceGroupProps) {
  const t = useT();
  const id = useId();
  const hint = type === "checkbox" && limit > 0 ? t("signup.optionLimit", { count: limit }) : null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const full = type === "checkbox" && limit > 0 && chosen.length >= limit;
  const toggle = (optionId: string, checked: boolean) => {
    if (type === "radio") onChange([optionId]);
    else onChange(checked ? [...chosen, optionId] : chosen.filter((value) => value !== optionId));
  };
  return (
    <fieldset
      className={error ? "lh-field lh-field__group lh-field--invalid" : "lh-field lh-field__group"}
      {...(type === "radio" ? { role: "radiogroup", "aria-required": required } : {})}
      {...(describedBy ? { "aria-describedby": describedBy } : {})}
    >
      <legend className="lh-field__legend">
        {legend}
        {required ? (
          <span className="lh-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {required && type === "checkbox" ? <span className="lh-visually-hidden">{` (${t("signup.required")})`}</span> : null}
      </legend>
      {options.map((option) => {
        const checked = chosen.includes(option.optionId);
        return (
          <label key={option.optionId} className="lh-field__choice">
            <input
              type={type}
              name={id}
              value={option.optionId}
              checked={checked}
              disabled={full && !checked}
              {...(error ? { "aria-invalid": true } : {})}
              onChange={(event) => {
                toggle(option.optionId, event.target.checked);
              }}
            />
            <span>{option.content}</span>
          </label>
        );
      })}
      {hint ? (
        <p id={`${id}-hint`} className="lh-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="lh-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
