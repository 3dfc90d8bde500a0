import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { Clock, TimerHandle } from "../platform/ports";
import { APP_TOKENS } from "../tokens";
import type { RoomContext } from "../watch-room/room-context";
import type { AdPictureAction, AdPictureApi } from "./ports";
import { INITIAL_AD_PICTURES, type AdPicturesService, type AdPicturesState } from "./services";

/**
 * The room's ad pictures, from the opened room's watch decorate: reports show (once per picture
 * and page), click and close to the bury call without waiting and without telling the viewer of
 * a failure; hides a picture after its duration and when the viewer closes a closable one.
 */
@injectable()
export class AdPictures implements AdPicturesService {
  private readonly state = new BehaviorSubject<AdPicturesState>(INITIAL_AD_PICTURES);
  readonly state$: Observable<AdPicturesState> = this.state.asObservable();
  private context: RoomContext | null = null;
  private readonly reportedShown = new Set<string>();
  private readonly timers: TimerHandle[] = [];

  constructor(
    @inject(APP_TOKENS.AdPictureApi) private readonly api: AdPictureApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  start(context: RoomContext): void {
    this.context = context;
    this.state.next({ pictures: context.room.decorate.adPictures, dismissed: [] });
  }

  shown(id: string): void {
    const picture = this.find(id);
    if (!picture || this.reportedShown.has(id)) return;
    this.reportedShown.add(id);
    this.report(id, "show");
    if (picture.durationSeconds > 0) {
      this.timers.push(
        this.clock.setTimeout(() => {
          this.dismiss(id);
        }, picture.durationSeconds * 1000),
      );
    }
  }

  clicked(id: string): void {
    if (this.find(id)) this.report(id, "click");
  }

  close(id: string): void {
    const picture = this.find(id);
    if (!picture?.closable || this.state.value.dismissed.includes(id)) return;
    this.report(id, "close");
    this.dismiss(id);
  }

  dispose(): void {
    for (const timer of this.timers) this.clock.clearTimeout(timer);
    this.timers.length = 0;
    this.context = null;
  }

  private find(id: string) {
    return this.state.value.pictures.find((picture) => picture.id === id);
  }

  private dismiss(id: string): void {
    const current = this.state.value;
    if (!current.dismissed.includes(id)) this.state.next({ ...current, dismissed: [...current.dismissed, id] });
  }

  private report(id: string, action: AdPictureAction): void {
    const context = this.context;
    if (context === null) return;
    this.api.report(context.eventId, context.roomId, id, action).catch(() => undefined);
  }
}
