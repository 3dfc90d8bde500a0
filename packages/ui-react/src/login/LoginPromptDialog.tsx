import { APP_TOKENS, type LoginPromptMode } from "@livehall/application";
import { Dialog } from "../components/Dialog";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { CodeLoginForm } from "./CodeLoginForm";
import { NicknameForm } from "./NicknameForm";
import { WhitelistLoginForm } from "./WhitelistLoginForm";
import "./LoginPrompt.css";

const TITLES: Readonly<Record<LoginPromptMode, string>> = {
  login: "login.title",
  nickname: "nickname.title",
  whitelist: "whitelist.title",
};

export interface LoginPromptDialogProps {
  readonly eventNumber: string;
  readonly mode: LoginPromptMode;
  /** A phone or tablet browser (WeChat by OAuth, no QR tab). Detected when left out. */
  readonly mobile?: boolean | undefined;
}

/**
 * The open login prompt (§2: three modes) as a modal dialog: code login (with WeChat), nickname
 * entry, or the white-list check. Loaded only when the prompt first opens (see LoginPrompt), so
 * the forms and the QR code cost the watch page nothing before its first frame.
 */
export default function LoginPromptDialog({ eventNumber, mode, mobile }: LoginPromptDialogProps) {
  const t = useT();
  const prompt = useService(APP_TOKENS.LoginPrompt);
  const navigator = useService(APP_TOKENS.Navigator);
  const close = () => {
    prompt.close();
  };
  const here = () => {
    const { path, search } = navigator.current();
    return `${path}${search}`;
  };
  let body;
  if (mode === "nickname") {
    body = <NicknameForm eventNumber={eventNumber} onDone={close} />;
  } else if (mode === "whitelist") {
    // The check stores a new token: the page reloads to show the viewer as who they now are.
    body = (
      <WhitelistLoginForm
        eventNumber={eventNumber}
        from={here()}
        onDone={() => {
          close();
          navigator.reload();
        }}
      />
    );
  } else {
    body = <CodeLoginForm eventNumber={eventNumber} {...(mobile === undefined ? {} : { mobile })} />;
  }
  return (
    <Dialog key={`${eventNumber}/${mode}`} title={t(TITLES[mode])} onClose={close}>
      {body}
    </Dialog>
  );
}
