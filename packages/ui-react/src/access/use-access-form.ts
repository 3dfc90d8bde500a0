import { APP_TOKENS, type AccessFormState } from "@livehall/application";
import type { GateReturn } from "../hooks/use-gate-return";
import { useRunOnce } from "../hooks/use-run-once";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const IDLE: AccessFormState = { status: "idle", messageKey: null, codeSentAt: null, captcha: { status: "idle" } };

/**
 * The access form's own AccessForm service (bound transient) and its state. The form opens (its
 * captcha starts solving) on mount; `reopen` starts over, e.g. after the captcha failed.
 */
export function useAccessForm(eventNumber: string, gateReturn: GateReturn) {
  const form = useOwnService(APP_TOKENS.AccessForm);
  const state = useObservable(form.state$, IDLE);
  const reopen = () => {
    form.open(eventNumber, gateReturn);
  };
  useRunOnce(eventNumber, reopen);
  return { form, state, reopen } as const;
}
