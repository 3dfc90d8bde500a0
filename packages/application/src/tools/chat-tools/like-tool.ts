import { inject, injectable } from "inversify";
import { of, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { LikesService, LikesState } from "../../likes/services";
import type { RoomContext } from "../../watch-room/room-context";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import type { LikeToolService } from "./services";

/** The LIKE button (issue 13): the room's existing likes reached from the toolbar; no badge of its own. */
@injectable()
export class LikeTool implements LikeToolService {
  readonly attention$: Observable<ToolAttention> = of(NO_ATTENTION);
  readonly state$: Observable<LikesState>;

  constructor(@inject(APP_TOKENS.Likes) private readonly likes: LikesService) {
    this.state$ = likes.state$;
  }

  start(_context: RoomContext): void {
    // Likes (started before) does the work.
  }

  tap(): Promise<boolean> {
    return this.likes.tap();
  }

  seen(): void {
    // No badge.
  }

  dispose(): void {
    // Holds nothing.
  }
}
