import type { ChatSendResult } from "@livehall/application";
import { MAX_CHAT_LENGTH, chatTextLength, textHiddenCharacter, validateChatText } from "@livehall/domain";
import { useId, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { useTranslator } from "../i18n/I18nProvider";

/** Shown for a failed send whose key the catalogue does not know. */
const CHAT_SEND_FAILED_KEY = "chat.error.sendFailed";

export interface ChatComposerProps {
  /** The viewer may not chat (a chat ban): the box is disabled and says so. */
  readonly banned: boolean;
  /** The chat is not ready (loading, failed): nothing can be sent yet. */
  readonly disabled: boolean;
  /** A send is under way. */
  readonly sending: boolean;
  /** Message key of the last failed send, null when none. */
  readonly errorKey: string | null;
  readonly onSend: (text: string) => Promise<ChatSendResult>;
}

/**
 * The chat box: a labelled text area (Enter sends, Shift+Enter starts a new line, nothing is sent
 * while an input method is composing), a counter to {@link MAX_CHAT_LENGTH} characters and a send
 * button. The text stays until the send answers "sent" (a refusal keeps it to try again); the
 * failure is said in words (rate limit, ban, login or nickname needed, or generic).
 */
export function ChatComposer({ banned, disabled, sending, errorKey, onSend }: ChatComposerProps) {
  const translator = useTranslator();
  const { t } = translator;
  const ids = { input: useId(), hint: useId(), count: useId(), message: useId() };
  const [text, setText] = useState("");
  const length = chatTextLength(text);
  const tooLong = length > MAX_CHAT_LENGTH;
  // Said as soon as it is typed (or pasted), like the length: the send button would do nothing.
  const hiddenCharacter = textHiddenCharacter(text) !== null;
  const blocked = banned || disabled;

  const send = () => {
    const check = validateChatText(text);
    if (blocked || sending || !check.ok) return;
    void onSend(check.text).then((result) => {
      if (result === "sent") setText("");
    });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  let error: string | null = null;
  if (tooLong) error = t("chat.tooLong", { max: MAX_CHAT_LENGTH });
  else if (hiddenCharacter) error = t("chat.error.hiddenCharacter");
  else if (errorKey !== null && !blocked) error = t(translator.has(errorKey) ? errorKey : CHAT_SEND_FAILED_KEY);

  return (
    <form className={banned ? "lh-chat__composer lh-chat__composer--banned" : "lh-chat__composer"} noValidate onSubmit={submit}>
      <label className="lh-visually-hidden" htmlFor={ids.input}>
        {t("chat.input")}
      </label>
      <textarea
        id={ids.input}
        className="lh-chat__input"
        name="chat"
        rows={2}
        value={text}
        disabled={blocked}
        placeholder={t(banned ? "chat.banned" : "chat.placeholder")}
        aria-invalid={tooLong || hiddenCharacter}
        aria-describedby={`${ids.message} ${ids.hint} ${ids.count}`}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="lh-chat__composer-bar">
        <span id={ids.hint} className="lh-visually-hidden">
          {t("chat.hint")}
        </span>
        <span id={ids.count} className={tooLong ? "lh-chat__count lh-chat__count--over" : "lh-chat__count"}>
          {t("chat.count", { count: length, max: MAX_CHAT_LENGTH })}
        </span>
        <Button
          type="submit"
          className="lh-chat__send"
          disabled={blocked || sending || tooLong || hiddenCharacter || length === 0}
          aria-busy={sending}
        >
          {t(sending ? "chat.sending" : "chat.send")}
        </Button>
      </div>
      <p className="lh-chat__notice" role="status">
        {banned ? t("chat.banned") : null}
      </p>
      <p id={ids.message} className="lh-chat__error" role="alert">
        {error}
      </p>
    </form>
  );
}
