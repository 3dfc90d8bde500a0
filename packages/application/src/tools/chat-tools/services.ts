import type { Observable } from "rxjs";
import type { LikesState } from "../../likes/services";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";

/** The LIKE button's tool: the room's likes (Likes) reached from the toolbar. */
export interface LikeToolService extends ToolbarTool {
  readonly state$: Observable<LikesState>;
  /** Intent: one like, through Likes.tap (which runs the §4 anonymous interception). */
  tap(): Promise<boolean>;
}
