import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import "./Field.css";

/** The accessibility attributes a field's control carries (spread onto the input). */
export interface FieldControlProps {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: true;
  readonly "aria-required"?: true;
}

export interface FieldFrameProps {
  readonly label: string;
  readonly required?: boolean;
  /** A lasting explanation under the control. */
  readonly hint?: string | null;
  /** What is wrong with the value; marks the control invalid and describes it. */
  readonly error?: string | null;
  /** Renders the control with the given id and aria attributes. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field: the label (with a required mark), the control, a hint and an error,
 * wired together so screen readers read the label, "required", the hint and the error.
 */
export function FieldFrame({ label, required = false, hint = null, error = null, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };
  return (
    <div className={error ? "lh-field lh-field--invalid" : "lh-field"}>
      <label className="lh-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="lh-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="lh-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="lh-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "required"> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly required?: boolean;
  readonly hint?: string | null;
  readonly error?: string | null;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input (text, password, email, tel, date…) in a {@link FieldFrame}. */
export function TextField({ label, value, onValueChange, required, hint, error, inputRef, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required ?? false} hint={hint ?? null} error={error ?? null}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={inputRef}
          className="lh-field__input"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
