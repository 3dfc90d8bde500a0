import {
  INITIAL_CALL_TO_ACTIONS,
  INITIAL_CHAT,
  type CallToAction,
  type CallToActionsService,
  type CallToActionsState,
  type ChatMessage,
  type ChatSendResult,
  type ChatService,
  type ChatState,
  type RoomContext,
} from "@livehall/application";
import { BehaviorSubject } from "rxjs";

/**
 * The room's chat for ui-react tests and stories: a BehaviorSubject the test moves with `set`,
 * `patch` and `receive`; records starts, sends, retries and stops. A send answers `sendResult`
 * ("sent" adds the text as the viewer's own message and clears the error; "rejected" sets
 * `rejectKey`); with `holdSends` it stays sending until `settle()`.
 */
export class FakeChat implements ChatService {
  readonly subject: BehaviorSubject<ChatState>;
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  readonly sends: string[] = [];
  retries = 0;
  stops = 0;
  sendResult: ChatSendResult = "sent";
  rejectKey = "error.code.100105";
  holdSends = false;
  private held: (() => void) | null = null;
  private nextId = 1_000_000;

  constructor(initial: Partial<ChatState> = {}) {
    this.subject = new BehaviorSubject<ChatState>({ ...INITIAL_CHAT, ...initial });
  }

  get state$() {
    return this.subject.asObservable();
  }

  set(state: ChatState): void {
    this.subject.next(state);
  }

  patch(change: Partial<ChatState>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }

  /** Messages arriving (pushes): appended in order. */
  receive(...messages: readonly ChatMessage[]): void {
    this.patch({ messages: [...this.subject.value.messages, ...messages] });
  }

  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }

  send(text: string): Promise<ChatSendResult> {
    this.sends.push(text);
    this.patch({ sending: true, errorKey: null });
    const finish = (): ChatSendResult => {
      if (this.sendResult === "rejected") {
        this.patch({ sending: false, errorKey: this.rejectKey });
        return "rejected";
      }
      const mine: ChatMessage = {
        messageId: this.nextId++,
        viewerId: "me",
        nickname: "我",
        content: text.trim(),
        sendTime: Date.now(),
        mine: true,
      };
      this.patch({ sending: false, messages: [...this.subject.value.messages, mine] });
      return "sent";
    };
    if (!this.holdSends) return Promise.resolve(finish());
    return new Promise((resolve) => {
      this.held = () => {
        resolve(finish());
      };
    });
  }

  /** Answers the held send. */
  settle(): void {
    const held = this.held;
    this.held = null;
    held?.();
  }

  retry(): Promise<void> {
    this.retries++;
    return Promise.resolve();
  }

  dispose(): void {
    this.stops++;
  }
}

/** The room's call-to-action tools, set by the test or story; records starts and stops. */
export class FakeCallToActions implements CallToActionsService {
  readonly subject: BehaviorSubject<CallToActionsState>;
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  stops = 0;

  constructor(items: readonly CallToAction[] = INITIAL_CALL_TO_ACTIONS.items) {
    this.subject = new BehaviorSubject<CallToActionsState>({ items });
  }

  get state$() {
    return this.subject.asObservable();
  }

  /** A CALL_TO_ACTION push: the whole list replaced. */
  set(items: readonly CallToAction[]): void {
    this.subject.next({ items });
  }

  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }

  dispose(): void {
    this.stops++;
  }
}
