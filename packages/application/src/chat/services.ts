import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** One chat message as the page shows it (a `ChatMessageBody` of @livehall/wire, checked). */
export interface ChatMessage {
  /** Increases within a room; the list is ordered by it and merged by it (no doubles). */
  readonly messageId: number;
  /** The sender. */
  readonly viewerId: string;
  readonly nickname: string;
  /** Plain text; the UI renders it as text (links through the domain's `chatTextSegments`). */
  readonly content: string;
  /** Epoch ms. */
  readonly sendTime: number;
  /** Sent by the viewer of this page. */
  readonly mine: boolean;
  /** Sent by the organiser as the atmosphere master (§3 user type 7, decision 0030): the chat marks it. */
  readonly atmosphere?: boolean;
}

/**
 * "idle" before start; "loading" while the first history call runs; "ready" once it answered;
 * "error" when it failed (`retry()` tries again).
 */
export type ChatStatus = "idle" | "loading" | "ready" | "error";

export interface ChatState {
  readonly status: ChatStatus;
  /** Oldest first; at most `MAX_KEPT_CHAT_MESSAGES` (the oldest drop off). */
  readonly messages: readonly ChatMessage[];
  /** This viewer is banned from chat (the history answer's ban flag, then BAN_STATUS pushes): the box is disabled. */
  readonly banned: boolean;
  /** A send is under way (the box keeps its text and shows progress). */
  readonly sending: boolean;
  /** Message key of the last failed send or load (e.g. "error.code.100113"), null when none. */
  readonly errorKey: string | null;
}

export const INITIAL_CHAT: ChatState = { status: "idle", messages: [], banned: false, sending: false, errorKey: null };

/** Outcome of `send`: "sent"; "rejected" (empty/too long, interception, ban, server refusal: the text stays). */
export type ChatSendResult = "sent" | "rejected";

/**
 * The chat of the room being watched (issue 4 "Chat and likes"), a room feature. `start` loads the
 * history and follows CHAT_MESSAGE / CHAT_DELETE /
 * MESSAGE_UPDATE / BAN_STATUS pushes; after the realtime connection comes back it fetches what it
 * missed since the last message seen, so nothing is lost or doubled. `send` runs the anonymous
 * interception ("chat") first. `dispose` ends it.
 */
export interface ChatService extends RoomFeature {
  readonly state$: Observable<ChatState>;
  send(text: string): Promise<ChatSendResult>;
  retry(): Promise<void>;
}
