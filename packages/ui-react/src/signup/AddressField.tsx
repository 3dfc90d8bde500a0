import { useId } from "react";
import { TextField } from "../components/Field";
import { useT } from "../i18n/I18nProvider";
import { ADDRESS_PARTS } from "./empty-answer";

export interface AddressValue {
  readonly parts: readonly string[];
  readonly detail: string;
}

const AUTOCOMPLETE: Readonly<Record<(typeof ADDRESS_PARTS)[number], string>> = {
  province: "address-level1",
  city: "address-level2",
  district: "address-level3",
};

/** An ADDRESS question: province, city and district, then the street line, in one fieldset. */
export function AddressField({
  legend,
  value,
  onChange,
  required,
  error,
}: {
  readonly legend: string;
  readonly value: AddressValue;
  readonly onChange: (value: AddressValue) => void;
  readonly required: boolean;
  readonly error: string | null;
}) {
  const t = useT();
  const errorId = useId();
  const invalid = error ? ({ "aria-invalid": true, "aria-describedby": errorId } as const) : {};
  const setPart = (index: number, text: string) => {
    onChange({ ...value, parts: ADDRESS_PARTS.map((_, at) => (at === index ? text : (value.parts[at] ?? ""))) });
  };
  return (
    <fieldset className={error ? "lh-field lh-field__group lh-field--invalid" : "lh-field lh-field__group"}>
      <legend className="lh-field__legend">
        {legend}
        {required ? (
          <span className="lh-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {required ? <span className="lh-visually-hidden">{` (${t("signup.required")})`}</span> : null}
      </legend>
      {ADDRESS_PARTS.map((part, index) => (
        <TextField
          key={part}
          label={t(`signup.address.${part}`)}
          autoComplete={AUTOCOMPLETE[part]}
          value={value.parts[index] ?? ""}
          onValueChange={(text) => {
            setPart(index, text);
          }}
          {...invalid}
        />
      ))}
      <TextField
        label={t("signup.address.detail")}
        autoComplete="street-address"
        value={value.detail}
        onValueChange={(detail) => {
          onChange({ ...value, detail });
        }}
        {...invalid}
      />
      {error ? (
        <p id={errorId} className="lh-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
