import type { ChatMessage } from "@livehall/application";
import { memo } from "react";
import { ViewerAvatar } from "../decorate/ViewerAvatar";
import { ChatText } from "./ChatText";

export interface ChatRowProps {
  readonly message: ChatMessage;
  /** The sender's name as shown (a server-made default name in the viewer's language); the message's own when absent. */
  readonly nickname?: string;
  /** 1-based position in the whole list (the DOM holds only a window of it). */
  readonly position: number;
  readonly total: number;
  /** The message's time as shown ("14:05"). */
  readonly time: string;
  /** The badge of the viewer's own messages ("Me"). */
  readonly mineLabel: string;
  /** The badge of the atmosphere master's messages (decision 0030). */
  readonly atmosphereLabel?: string;
  /** The sender's avatar before the nickname (the room's userIconFlag). */
  readonly avatar?: boolean;
}

/** One chat message: nickname, time and text (each in its own writing direction); the viewer's own and the atmosphere master's are marked. */
export const ChatRow = memo(function ChatRow({
  message,
  nickname = message.nickname,
  position,
  total,
  time,
  mineLabel,
  atmosphereLabel = "",
  avatar = false,
}: ChatRowProps) {
  return (
    <li
      className={`lh-chat__message${message.mine ? " lh-chat__message--mine" : ""}${message.atmosphere === true ? " lh-chat__message--atmosphere" : ""}`}
      data-message-id={message.messageId}
      aria-posinset={position}
      aria-setsize={total}
    >
      <span className="lh-chat__meta">
        {avatar ? <ViewerAvatar name={nickname} size="sm" /> : null}
        <bdi className="lh-chat__nick">{nickname}</bdi>
        {message.mine ? <span className="lh-chat__mine">{mineLabel}</span> : null}
        {message.atmosphere === true ? <span className="lh-chat__atmosphere">{atmosphereLabel}</span> : null}
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
