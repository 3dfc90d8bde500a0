import { APP_TOKENS, type NicknameState } from "@livehall/application";
import { useId, useState, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { useTranslator } from "../i18n/I18nProvider";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { useViewer } from "../watch/use-viewer";
import { FormMessage, serviceMessage } from "./FormMessage";
import { nicknameLength, nicknameProblem, type NicknameProblem } from "@livehall/domain";

const IDLE: NicknameState = { status: "idle", messageKey: null };

export interface NicknameFormProps {
  readonly eventNumber: string;
  /** Called once the nickname is saved (the prompt closes). */
  readonly onDone: () => void;
}

/** The login prompt's "nickname" mode: 1 to 20 characters, saved with ChangeNickname. */
export function NicknameForm({ eventNumber, onDone }: NicknameFormProps) {
  const translator = useTranslator();
  const { t } = translator;
  const service = useOwnService(APP_TOKENS.ChangeNickname);
  const state = useObservable(service.state$, IDLE);
  const { viewer } = useViewer();
  const ids = { input: useId(), hint: useId(), message: useId() };
  const [name, setName] = useState(() => viewer?.nickname ?? "");
  const [problem, setProblem] = useState<NicknameProblem | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const refused = nicknameProblem(name);
    setProblem(refused);
    if (refused !== null) return;
    void service.save(eventNumber, name.trim()).then((saved) => {
      if (saved) onDone();
    });
  };

  const message =
    problem === null
      ? serviceMessage(state, translator)
      : t(problem === "length" ? "nickname.error.length" : "nickname.error.hiddenCharacter");
  const saving = state.status === "saving";
  return (
    <form className="lh-login__form" noValidate onSubmit={submit}>
      <div className="lh-login__field">
        <label htmlFor={ids.input}>{t("nickname.label")}</label>
        <input
          id={ids.input}
          name="nickname"
          autoComplete="nickname"
          aria-required="true"
          aria-invalid={problem !== null}
          aria-describedby={`${ids.hint} ${ids.message}`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        <p id={ids.hint} className="lh-login__hint">
          {t("nickname.hint")}
          <span className="lh-login__count" aria-hidden="true">
            {t("nickname.count", { count: nicknameLength(name) })}
          </span>
        </p>
      </div>
      <FormMessage id={ids.message} text={message} />
      <Button type="submit" className="lh-login__submit" disabled={saving}>
        {t(saving ? "nickname.saving" : "nickname.save")}
      </Button>
    </form>
  );
}
