import { arrangeScreens, orderScreens, pageForRoomMode, type MeetingScreen } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { PlayFlowService } from "../play-flow/services";
import { APP_TOKENS } from "../tokens";
import type { RoomContext } from "../watch-room/room-context";
import type { ScreensApi } from "./ports";
import { INITIAL_MEETING_SCREENS, type MeetingScreensService, type MeetingScreensView } from "./services";

/**
 * The screens of a seminar or meeting room (decision 0039). `start` does nothing in a live room;
 * in a meeting room it asks for the list (ScreensApi) while the play flow already plays the main
 * screen, and arranges it (main by mainScreenFlag, the others beside it in the room's order).
 * `choose` rearranges at once and asks the play flow to play the chosen screen. A reopened room
 * (its live status changed) asks for the list again and keeps the viewer's choice while the room
 * still has that screen. Answers after the room closed are dropped by the context's signal.
 */
@injectable()
export class MeetingScreens implements MeetingScreensService {
  private readonly view = new BehaviorSubject<MeetingScreensView>(INITIAL_MEETING_SCREENS);
  readonly state$: Observable<MeetingScreensView> = this.view.asObservable();
  private screens: readonly MeetingScreen[] = [];
  private chosenId: string | null = null;
  private context: RoomContext | null = null;

  constructor(
    @inject(APP_TOKENS.ScreensApi) private readonly api: ScreensApi,
    @inject(APP_TOKENS.PlayFlow) @optional() private readonly playFlow: PlayFlowService | undefined,
  ) {}

  start(context: RoomContext): Promise<void> {
    this.context = context;
    return this.load(context);
  }

  reopened(context: RoomContext): void {
    this.context = context;
    void this.load(context);
  }

  dispose(): void {
    this.context = null;
    this.screens = [];
    this.chosenId = null;
    this.view.next(INITIAL_MEETING_SCREENS);
  }

  choose(screenId: string): void {
    const screen = this.screens.find((candidate) => candidate.screenId === screenId);
    if (!screen || this.view.value.main?.screenId === screenId || this.context === null) return;
    this.chosenId = screenId;
    this.publish("ready");
    this.play(screen);
  }

  private async load(context: RoomContext): Promise<void> {
    if (pageForRoomMode(context.room.roomMode) !== "meeting") return;
    if (this.view.value.status === "idle") this.view.next({ ...INITIAL_MEETING_SCREENS, status: "loading" });
    let listed;
    try {
      listed = await this.api.getRoomScreens(context.eventId, context.roomId);
    } catch {
      if (!context.signal.aborted && this.context === context) this.publish("failed");
      return;
    }
    if (context.signal.aborted || this.context !== context) return;
    this.screens = orderScreens(listed);
    const chosen = this.screens.find((screen) => screen.screenId === this.chosenId);
    if (!chosen) this.chosenId = null;
    this.publish("ready");
    // The play flow was reopened too: it keeps playing the chosen screen (its choice survives restarts).
  }

  /** The room's first screen plays without a screenId (the address the boot path prefetched). */
  private play(screen: MeetingScreen): void {
    void this.playFlow?.playScreen?.(screen === this.screens[0] ? null : screen.screenId);
  }

  private publish(status: MeetingScreensView["status"]): void {
    if (status === "failed") {
      this.view.next({ status, main: null, others: [] });
      return;
    }
    const { main, others } = arrangeScreens(this.screens, this.chosenId);
    this.view.next({ status, main, others });
  }
}
