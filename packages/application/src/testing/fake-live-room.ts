import { BehaviorSubject } from "rxjs";
import { INITIAL_LIVE_ROOM, type LiveRoomService, type LiveRoomState } from "../live-room/services";

/** A live room whose state a test pushes (the play flow and the board follow its live status, layout and board stream). */
export class FakeLiveRoom implements LiveRoomService {
  readonly state = new BehaviorSubject<LiveRoomState>(INITIAL_LIVE_ROOM);
  readonly state$ = this.state.asObservable();
  start(): void {}
  dispose(): void {}
  push(change: Partial<LiveRoomState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
