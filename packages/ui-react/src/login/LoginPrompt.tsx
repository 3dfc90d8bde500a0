import { APP_TOKENS, type LoginPromptMode, type LoginPromptService, type LoginPromptState, type Navigator } from "@livehall/application";
import { Dialog } from "../components/Dialog";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { CodeLoginForm } from "./CodeLoginForm";
import { NicknameForm } from "./NicknameForm";
import { WhitelistLoginForm } from "./WhitelistLoginForm";
import "./LoginPrompt.css";

const CLOSED: LoginPromptState = { open: false, mode: "login", eventNumber: null };

const TITLES: Readonly<Record<LoginPromptMode, string>> = {
  login: "login.title",
  nickname: "nickname.title",
  whitelist: "whitelist.title",
};

export interface LoginPromptProps {
  /** A phone or tablet browser (WeChat by OAuth, no QR tab). Detected when left out. */
  readonly mobile?: boolean;
}

/**
 * The login prompt (§2: three modes) as a modal dialog, open while LoginPrompt says so: code
 * login (with WeChat), nickname entry, or the white-list check. Interception and the watch page's
 * buttons open it; Esc and the close button close it.
 */
export function LoginPrompt({ mobile }: LoginPromptProps) {
  const t = useT();
  const prompt = useService<LoginPromptService>(APP_TOKENS.LoginPrompt);
  const navigator = useService<Navigator>(APP_TOKENS.Navigator);
  const state = useObservable(prompt.state$, CLOSED);
  if (!state.open || state.eventNumber === null) return null;

  const { eventNumber, mode } = state;
  const close = () => { prompt.close(); };
  const here = () => { const { path, search } = navigator.current(); return `${path}${search}`; };
  let body;
  if (mode === "nickname") {
    body = <NicknameForm eventNumber={eventNumber} onDone={close} />;
  } else if (mode === "whitelist") {
    // The check stores a new token: the page reloads to show the viewer as who they now are.
    body = <WhitelistLoginForm eventNumber={eventNumber} from={here()} onDone={() => { close(); navigator.reload(); }} />;
  } else {
    body = <CodeLoginForm eventNumber={eventNumber} {...(mobile === undefined ? {} : { mobile })} />;
  }
  return <Dialog key={`${eventNumber}/${mode}`} title={t(TITLES[mode])} onClose={close}>{body}</Dialog>;
}
