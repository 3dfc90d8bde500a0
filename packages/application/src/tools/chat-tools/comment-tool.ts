import { inject, injectable } from "inversify";
import { BehaviorSubject, map, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { RealtimeSessionService } from "../../realtime/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention, ToolbarTool } from "../../toolbar/toolbar-tool";

/**
 * The COMMENT button (issue 13): the room's existing chat (Chat) reached from the toolbar; its
 * panel opens the chat. The badge tells of messages from others since the viewer last opened it.
 */
@injectable()
export class CommentTool implements ToolbarTool {
  private readonly unread = new BehaviorSubject<boolean>(false);
  readonly attention$: Observable<ToolAttention> = this.unread.pipe(map((badge) => ({ badge, popUp: null })));
  private pushes: Subscription | null = null;

  constructor(@inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService) {}

  start(context: RoomContext): void {
    this.dispose();
    this.pushes = this.realtime.pushesOf("chatMessage").subscribe(({ message }) => {
      if (message.viewerId !== context.viewerId && !this.unread.value) this.unread.next(true);
    });
  }

  seen(): void {
    if (this.unread.value) this.unread.next(false);
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
  }
}
