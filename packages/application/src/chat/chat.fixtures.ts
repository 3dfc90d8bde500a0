import { type Viewer } from "@livehall/domain";
import type { RealtimeStatus } from "../realtime/ports";
import { InMemoryTokenStore, ScriptedApiGateway, createTestContainer, demoFixtures, settle, testRoomContext } from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import { type Chat } from "./chat";
import type { ChatMessageData } from "./ports";
import { INITIAL_CHAT, type ChatState } from "./services";

export const EVENT = "10001";
export const ROOM = "r-20001";
export const ME: Viewer = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

export interface Setup {
  /** The viewer of the brief (logged in by default); null: none. */
  readonly viewer?: Partial<Viewer> | null;
  /** The realtime connection when the chat starts ("open" by default: no catch-up at once). */
  readonly status?: RealtimeStatus;
  /** Messages the room has before the chat starts. */
  readonly before?: number;
  readonly interactAccess?: boolean;
  /** Do not start. */
  readonly idle?: boolean;
}

export async function setup({ viewer = {}, status = "open", before = 0, interactAccess = true, idle = false }: Setup = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: { ...brief, event: { ...brief.event, interactAccess }, viewer: viewer === null ? null : { ...ME, ...viewer } },
  });
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ [EVENT]: demoFixtures.tokenRecord() }) });
  harness.realtime.setStatus(status);
  harness.chatApi.postMany(before);
  const viewerId = viewer === null ? null : { ...ME, ...viewer }.viewerId;
  const roomIn = (roomId: string) => testRoomContext({ roomId, viewerId, interactAccess });
  const room = roomIn(ROOM);
  // The room scope starts the realtime session before the chat; the chat follows its status.
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  const chat = harness.container.get<Chat>(APP_TOKENS.Chat);
  const states: ChatState[] = [];
  chat.state$.subscribe((state) => states.push(state));
  if (!idle) await chat.start(room.context);
  /** The room closes, the way the room scope closes it: the signal aborts, then the chat is disposed. */
  const closeRoom = () => {
    room.close();
    chat.dispose();
  };
  const state = (): ChatState => states.at(-1) ?? INITIAL_CHAT;
  const contents = (): string[] => state().messages.map((message) => message.content);
  const ids = (): number[] => state().messages.map((message) => message.messageId);
  /** The connection drops and comes back (the channel reconnected). */
  const reconnect = async (whileAway: () => void = () => undefined) => {
    harness.realtime.setStatus("reconnecting");
    whileAway();
    harness.realtime.setStatus("open");
    await settle(200);
  };
  const pushMessage = (message: ChatMessageData) => {
    harness.realtime.push({ kind: "chatMessage", message });
  };
  return { ...harness, chat, room, roomIn, closeRoom, states, state, contents, ids, reconnect, pushMessage };
}

export const unique = (ids: readonly number[]) => new Set(ids).size === ids.length;
