import type { Ref } from "react";
import "./Field.css";

/**
 * A form's failure, read out at once (role="alert") and focusable so the form can move the
 * viewer to it after a failed submit. Renders nothing without a message.
 */
export function FormAlert({ message, alertRef }: { readonly message: string | null; readonly alertRef?: Ref<HTMLParagraphElement> }) {
  if (message === null) return null;
  return (
    <p ref={alertRef} className="lh-form__alert" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
