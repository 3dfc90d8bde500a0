import type { ChatMessage } from "@livehall/application";
import { memo } from "react";
import { ChatText } from "./ChatText";

export interface ChatRowProps {
  readonly message: ChatMessage;
  /** 1-based position in the whole list (the DOM holds only a window of it). */
  readonly position: number;
  readonly total: number;
  /** The message's time as shown ("14:05"). */
  readonly time: string;
  /** The badge of the viewer's own messages ("Me"). */
  readonly mineLabel: string;
}

/** One chat message: nickname, time and text (each in its own writing direction); the viewer's own are marked. */
export const ChatRow = memo(function ChatRow({ message, position, total, time, mineLabel }: ChatRowProps) {
  return (
    <li
      className={message.mine ? "lh-chat__message lh-chat__message--mine" : "lh-chat__message"}
      data-message-id={message.messageId}
      aria-posinset={position}
      aria-setsize={total}
    >
      <span className="lh-chat__meta">
        <bdi className="lh-chat__nick">{message.nickname}</bdi>
        {message.mine ? <span className="lh-chat__mine">{mineLabel}</span> : null}
        <time className="lh-chat__time" dateTime={new Date(message.sendTime).toISOString()}>
          {time}
        </time>
      </span>
      <span className="lh-chat__text" dir="auto">
        <ChatText text={message.content} />
      </span>
    </li>
  );
});
