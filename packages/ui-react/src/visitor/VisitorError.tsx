import type { VisitorPassState } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";

/** The pass's last refusal (an alert), or nothing. */
export function VisitorError({ state }: { readonly state: VisitorPassState }) {
  const t = useT();
  return state.errorKey === null ? null : (
    <p className="lh-notices__error" role="alert">
      {t(state.errorKey)}
    </p>
  );
}
