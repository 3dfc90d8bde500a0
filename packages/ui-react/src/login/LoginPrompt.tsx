import { APP_TOKENS, type LoginPromptState } from "@livehall/application";
import { lazy, Suspense, type ComponentType } from "react";
import type { LoginPromptDialogProps } from "./LoginPromptDialog";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const CLOSED: LoginPromptState = { open: false, mode: "login", eventNumber: null };
const LoginPromptDialog = lazy(() => import("./LoginPromptDialog"));

export interface LoginPromptProps {
  /** A phone or tablet browser (WeChat by OAuth, no QR tab). Detected when left out. */
  readonly mobile?: boolean;
  /** The dialog to show; the lazily loaded one by default (tests and stories hand in the module's own). */
  readonly dialog?: ComponentType<LoginPromptDialogProps>;
}

/**
 * The login prompt (§2: three modes), open while the LoginPrompt service says so: interception
 * and the watch page's buttons open it; Esc and the close button close it. Its dialog loads on
 * first opening.
 */
export function LoginPrompt({ mobile, dialog: Dialog = LoginPromptDialog }: LoginPromptProps) {
  const prompt = useService(APP_TOKENS.LoginPrompt);
  const state = useObservable(prompt.state$, CLOSED);
  if (!state.open || state.eventNumber === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog eventNumber={state.eventNumber} mode={state.mode} mobile={mobile} />
    </Suspense>
  );
}
