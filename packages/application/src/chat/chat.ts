import {
  ApiFailure,
  BAN_TYPE,
  DEFAULT_ERROR_KEY,
  MAX_KEPT_CHAT_MESSAGES,
  WS_TOPIC,
  errorCodeKey,
  mergeChatMessages,
  validateChatText,
  type ChatTextProblem,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { RealtimeSessionService } from "../realtime/services";
import type { InterceptAnonymousService } from "../interception/services";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import { type RoomContext } from "../watch-room/room-context";
import { Lifetime, type LifetimeSignal } from "../lifetime";
import type { ChatApi, ChatHistory, ChatMessageData } from "./ports";
import { reopenings } from "../realtime/reopenings";
import { INITIAL_CHAT, type ChatMessage, type ChatSendResult, type ChatService, type ChatState } from "./services";

/** The topics Chat listens to (its registration's `topics`): messages, deletions, whole-chat updates, bans. */
export const CHAT_TOPICS: readonly number[] = [WS_TOPIC.CHAT_MESSAGE, WS_TOPIC.CHAT_DELETE, WS_TOPIC.MESSAGE_UPDATE, WS_TOPIC.BAN_STATUS];

/** Message keys of a text that cannot be sent (the UI translates them). */
export const CHAT_TEXT_KEYS: Readonly<Record<ChatTextProblem, string>> = {
  empty: "chat.error.empty",
  tooLong: "chat.error.tooLong",
  hiddenCharacter: "chat.error.hiddenCharacter",
};

/** Banned from chat (decision 0015): the box is disabled. */
export const CHAT_BANNED_CODE = "100113";

/**
 * Refusals of a send whose message is the code's own ("error.code.<code>"): banned, login needed,
 * nickname needed (decision 0015), and too many messages too fast (100105, HTTP 429).
 */
export const CHAT_REFUSAL_CODES: readonly string[] = [CHAT_BANNED_CODE, "100114", "100115", "100105"];

/** Messages asked per catch-up call (the server's most, wire MAX_CHAT_HISTORY). */
export const CHAT_CATCH_UP_PAGE = 200;

/** Catch-up calls at most after one reconnect; with even more missed the latest are loaded instead. */
export const CHAT_CATCH_UP_MAX_PAGES = Math.ceil(MAX_KEPT_CHAT_MESSAGES / CHAT_CATCH_UP_PAGE) + 1;

/** Deleted ids remembered (to keep a late copy of a deleted message out). */
const REMEMBERED_DELETIONS = 2 * MAX_KEPT_CHAT_MESSAGES;

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  /** The viewer's id; null without a viewer. */
  readonly viewerId: string | null;
  /** Aborted when the room closes: answers after it are dropped. */
  readonly signal: LifetimeSignal;
}

/**
 * The chat of the room being watched (decision 0015).
 *
 * - A room feature: `start` follows the pushes (CHAT_MESSAGE merged by id, CHAT_DELETE removed,
 *   MESSAGE_UPDATE reloads the latest, BAN_STATUS of this viewer's chat) and loads the latest
 *   history ("loading" → "ready" or "error"). The pushes reach it through the room's realtime
 *   session, which the room scope starts first (it asks for {@link CHAT_TOPICS}, registered with Chat).
 * - Whenever the realtime connection (re)opens after the history load, it asks for what came since
 *   the last message id it saw, page by page while `hasMore`, and drops the `deletedIds`: nothing
 *   is lost or doubled. Loads and catch-ups run one after another.
 * - `send` checks the text (trimmed, 1–500 code points), runs the anonymous interception
 *   ("chat"; when it asks for a nickname first, the text goes out once one is saved), then
 *   sends; the answered message is merged at once (the push of it is the same id). A refusal
 *   keeps the text in the box and says why in `errorKey`; 100113 also sets `banned`.
 */
@injectable()
export class Chat implements ChatService {
  private readonly state = new BehaviorSubject<ChatState>(INITIAL_CHAT);
  readonly state$: Observable<ChatState> = this.state.asObservable();
  private readonly errorPorts: ErrorDecisionPorts;
  private target: Target | null = null;
  private subscription: Subscription | null = null;
  /** The highest message id seen (shown, sent, or since deleted): where a catch-up starts. */
  private lastSeenId = 0;
  private readonly deleted = new Set<number>();
  /** Aborted (and replaced) by each BAN_STATUS of this viewer: a history asked before it does not undo it. */
  private sinceBan = new Lifetime();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @inject(APP_TOKENS.ChatApi) private readonly api: ChatApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
    @inject(APP_TOKENS.Navigator) navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.TokenStore) tokenStore: TokenStore,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  /** Loads and follows the chat of the room; resolves once the first load answered. */
  async start(context: RoomContext): Promise<void> {
    this.dispose();
    const { eventNumber, eventId, roomId, viewerId, signal } = context;
    const target: Target = { eventNumber, eventId, roomId, viewerId, signal };
    this.target = target;
    this.patch({ status: "loading" });
    this.subscription = this.listen(target);
    await this.enqueue(target, () => this.reload(target, true));
  }

  async send(text: string): Promise<ChatSendResult> {
    const target = this.target;
    const current = this.state.value;
    if (target === null || current.sending) return "rejected";
    const check = validateChatText(text);
    if (!check.ok) return this.refuse(CHAT_TEXT_KEYS[check.problem]);
    if (current.banned) return this.refuse(errorCodeKey(CHAT_BANNED_CODE));
    this.patch({ sending: true, errorKey: null });
    const allowed = await this.intercept.guard(target.eventNumber, "chat").catch(() => false);
    if (!this.live(target)) return "rejected";
    if (!allowed) {
      this.patch({ sending: false });
      return "rejected";
    }
    try {
      const message = await this.api.send(target.eventId, target.roomId, check.text);
      if (!this.live(target)) return "sent";
      this.absorb(target, [message]);
      this.patch({ sending: false });
      return "sent";
    } catch (error: unknown) {
      if (!this.live(target)) return "rejected";
      const banned = error instanceof ApiFailure && error.code === CHAT_BANNED_CODE;
      this.patch({ sending: false, errorKey: this.sendFailureKey(error, target.eventNumber), ...(banned ? { banned } : {}) });
      return "rejected";
    }
  }

  /** Loads again after a failed load ("error"); does nothing otherwise. */
  async retry(): Promise<void> {
    const target = this.target;
    if (target === null || this.state.value.status !== "error") return;
    this.patch({ status: "loading" });
    await this.enqueue(target, () => this.reload(target, true));
  }

  /** Stops following the chat and forgets it (state back to idle). */
  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.target = null;
    this.lastSeenId = 0;
    this.deleted.clear();
    this.queue = Promise.resolve();
    if (this.state.value !== INITIAL_CHAT) this.state.next(INITIAL_CHAT);
  }

  /** The room `target` is still the one followed (not disposed, not closed). */
  private live(target: Target): boolean {
    return this.target === target && !target.signal.aborted;
  }

  private listen(target: Target): Subscription {
    const subscription = new Subscription();
    subscription.add(
      this.realtime.pushesOf("chatMessage").subscribe(({ message }) => {
        this.absorb(target, [message]);
      }),
    );
    subscription.add(
      this.realtime.pushesOf("chatMessageDeleted").subscribe(({ messageId }) => {
        this.remove([messageId]);
      }),
    );
    subscription.add(
      this.realtime.pushesOf("chatChanged").subscribe(() => {
        void this.enqueue(target, () => this.reload(target, false));
      }),
    );
    subscription.add(
      this.realtime.pushesOf("banChanged").subscribe((ban) => {
        if (ban.banType !== BAN_TYPE.BAN_CHAT || target.viewerId === null || ban.viewerId !== target.viewerId) return;
        this.sinceBan.abort();
        this.sinceBan = new Lifetime();
        this.patch({ banned: ban.banned });
      }),
    );
    subscription.add(
      reopenings(this.realtime.state$).subscribe(() => {
        void this.enqueue(target, () => this.catchUp(target));
      }),
    );
    return subscription;
  }

  /** Runs `task` after the loads and catch-ups before it, unless the room closed (or another started) between. */
  private enqueue(target: Target, task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(() => (this.live(target) ? task() : undefined)).catch(() => undefined);
    this.queue = run;
    return run;
  }

  /**
   * Loads the latest messages and puts them in place of the list; messages pushed while the call
   * was out (above both the answer's newest and what had been seen before) stay.
   */
  private async reload(target: Target, first: boolean): Promise<void> {
    const seenBefore = this.lastSeenId;
    const sinceBan = this.sinceBan;
    let history: ChatHistory;
    try {
      history = await this.api.history(target.eventId, target.roomId);
    } catch (error: unknown) {
      if (first && this.live(target)) this.patch({ status: "error", errorKey: loadFailureKey(error) });
      return;
    }
    if (!this.live(target)) return;
    const newest = Math.max(0, ...history.messages.map((message) => message.messageId));
    const keepAbove = Math.max(seenBefore, newest);
    const arrived = this.state.value.messages.filter((message) => message.messageId > keepAbove);
    const answered = history.messages.filter((message) => !this.deleted.has(message.messageId)).map((message) => mark(message, target));
    this.lastSeenId = Math.max(this.lastSeenId, newest);
    this.patch({
      status: "ready",
      messages: mergeChatMessages(answered, arrived),
      ...(sinceBan.aborted ? {} : { banned: history.banned }),
      ...(first ? { errorKey: null } : {}),
    });
  }

  /**
   * After the connection (re)opened: what came since the last id seen, page by page, with the
   * deletions made meanwhile. Before the first load there is nothing to catch up on (a failed
   * first load is tried again); with nothing seen yet, or more missed than a page can hold, the
   * latest are loaded instead.
   */
  private async catchUp(target: Target): Promise<void> {
    const { status } = this.state.value;
    if (status === "error") return this.reload(target, true);
    if (status !== "ready") return;
    if (this.lastSeenId === 0) return this.reload(target, false);
    let sinceId = this.lastSeenId;
    for (let page = 0; page < CHAT_CATCH_UP_MAX_PAGES; page++) {
      const sinceBan = this.sinceBan;
      const history = await this.api.history(target.eventId, target.roomId, { sinceId, limit: CHAT_CATCH_UP_PAGE });
      if (!this.live(target)) return;
      this.remove(history.deletedIds);
      this.absorb(target, history.messages);
      if (!sinceBan.aborted) this.patch({ banned: history.banned });
      const last = history.messages.at(-1)?.messageId;
      if (!history.hasMore || last === undefined || last <= sinceId) return;
      sinceId = last;
    }
    return this.reload(target, false);
  }

  /** Merges messages from an answer or a push (a deleted one stays out). */
  private absorb(target: Target, messages: readonly ChatMessageData[]): void {
    const incoming = messages.filter((message) => !this.deleted.has(message.messageId));
    for (const message of messages) this.lastSeenId = Math.max(this.lastSeenId, message.messageId);
    if (incoming.length === 0) return;
    this.patch({
      messages: mergeChatMessages(
        this.state.value.messages,
        incoming.map((message) => mark(message, target)),
      ),
    });
  }

  /** Drops deleted messages and remembers their ids. */
  private remove(messageIds: readonly number[]): void {
    if (messageIds.length === 0) return;
    for (const id of messageIds) {
      this.deleted.delete(id);
      this.deleted.add(id);
    }
    for (const id of this.deleted) {
      if (this.deleted.size <= REMEMBERED_DELETIONS) break;
      this.deleted.delete(id);
    }
    const { messages } = this.state.value;
    const removed = new Set(messageIds);
    if (messages.some((message) => removed.has(message.messageId))) {
      this.patch({ messages: messages.filter((message) => !removed.has(message.messageId)) });
    }
  }

  private refuse(errorKey: string): ChatSendResult {
    this.patch({ errorKey });
    return "rejected";
  }

  /**
   * The message of a refused send: a chat refusal's own code, else the §8 catalogue's key (the
   * default message when the catalogue is silent). The rest of the §8 decision is carried out
   * (logout after 401 or a re-authentication code) but never a redirect away from the page.
   */
  private sendFailureKey(error: unknown, eventNumber: string): string {
    if (error instanceof ApiFailure && CHAT_REFUSAL_CODES.includes(error.code)) return errorCodeKey(error.code);
    const decision = decisionFor(error);
    applyErrorDecision({ ...decision, messageKey: null, redirect: null }, this.errorPorts, eventNumber);
    return decision.messageKey ?? DEFAULT_ERROR_KEY;
  }

  private patch(change: Partial<ChatState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

/** A message with `mine` set: sent by the viewer of this page. */
function mark(message: ChatMessageData, target: Target): ChatMessage {
  return { ...message, mine: target.viewerId !== null && message.viewerId === target.viewerId };
}

/** The message of a failed load: the §8 catalogue's key, or the default message. */
function loadFailureKey(error: unknown): string {
  return decisionFor(error).messageKey ?? DEFAULT_ERROR_KEY;
}
