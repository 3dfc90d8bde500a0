import { APP_TOKENS, INITIAL_CHAT } from "@livehall/application";
import { useId } from "react";
import { Button } from "../components/Button";
import { useFrameBatched } from "../hooks/use-frame-batched";
import { useTranslator } from "../i18n/I18nProvider";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../services/RoomScopeProvider";
import { ChatComposer } from "./ChatComposer";
import { ChatMessageList } from "./ChatMessageList";
import "./ChatPanel.css";

export interface ChatPanelProps {
  /** A chat ban known from elsewhere (the live room's BAN_STATUS); the chat's own `banned` counts too. */
  readonly banned?: boolean;
  /** The room's watch decorate has user icons on (userIconFlag): each message shows its sender's avatar. */
  readonly avatars?: boolean;
}

/**
 * The room's chat (issue 4 "Chat and likes") beside or below the player: the message log and the
 * chat box, fed by the open room's Chat feature (useRoomFeature). Bursts of messages render
 * once per frame; the log is virtualized. Shows loading, a failure with retry, an empty chat and
 * the messages (with avatars when the room has user icons on); the box is disabled while the viewer is banned from chat.
 */
export function ChatPanel({ banned = false, avatars = false }: ChatPanelProps) {
  const translator = useTranslator();
  const { t } = translator;
  const chat = useRoomFeature(APP_TOKENS.Chat);
  const state = useFrameBatched(chat?.state$ ?? EMPTY, INITIAL_CHAT);
  const titleId = useId();

  let body;
  switch (state.status) {
    case "idle":
    case "loading":
      body = (
        <p className="lh-chat__status" role="status" aria-busy="true">
          {t("chat.loading")}
        </p>
      );
      break;
    case "error":
      body = (
        <div className="lh-chat__status">
          <p className="lh-chat__error" role="alert">
            {t("chat.loadFailed")}
            {state.errorKey !== null && translator.has(state.errorKey) ? (
              <span className="lh-chat__reason">{t(state.errorKey)}</span>
            ) : null}
          </p>
          <Button
            tone="secondary"
            onClick={() => {
              void chat?.retry();
            }}
          >
            {t("button.retry")}
          </Button>
        </div>
      );
      break;
    case "ready":
      body = (
        <>
          {state.messages.length === 0 ? <p className="lh-chat__empty">{t("chat.empty")}</p> : null}
          <ChatMessageList messages={state.messages} label={t("chat.log")} avatars={avatars} />
        </>
      );
      break;
  }

  return (
    <section className="lh-chat" aria-labelledby={titleId} data-status={state.status}>
      <h2 id={titleId} className="lh-chat__title">
        {t("chat.title")}
      </h2>
      <div className="lh-chat__body">{body}</div>
      <ChatComposer
        banned={banned || state.banned}
        disabled={state.status !== "ready"}
        sending={state.sending}
        errorKey={state.status === "ready" ? state.errorKey : null}
        onSend={(text) => chat?.send(text) ?? Promise.resolve("rejected")}
      />
    </section>
  );
}

export default ChatPanel;
