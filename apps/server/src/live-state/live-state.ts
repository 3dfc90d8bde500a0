import { LIVE_STATUS } from "@livehall/domain";
import { TOPICS, type BoardStreamStatusBody, type LiveStatusBody, type PushLiveStatusBody } from "@livehall/wire";
import type { RoomControl } from "../admin/room-control";
import type { RealtimeHub } from "../realtime/ports";
import type { StreamRow } from "../services/event-store";

/** What setting one screen did: the screen as it was, its status now, and whether viewers were told. */
export interface ScreenChange {
  readonly screen: StreamRow;
  readonly pushStatus: number;
  /** True when the main screen changed: §7 PUSH_LIVE_STATUS and LIVE_STATUS went to the room. */
  readonly pushed: boolean;
}

/**
 * The one owner of whether a room's screens are live. Everything that starts or stops a room's
 * video goes through here — the organiser's go-live, stop and screen commands and the built-in
 * ingest's publish callbacks (ingest/ingest-service.ts) — so the stored `push_status` (what live-play-addr,
 * watch-init and /media serve) and the §7 messages viewers get can never disagree. The state is
 * in the database and the pushes go through the realtime hub, so every server process (PostgreSQL
 * and Redis when scaled out) sees the same room.
 */
export class LiveState {
  constructor(
    private readonly control: RoomControl,
    private readonly hub: RealtimeHub,
  ) {}

  /**
   * Every screen of the room (not its board) living or not begun; LIVE_STATUS goes to the room
   * either way (an organiser's stop is news even when nothing was live). Answers the status and
   * the number of screens set.
   */
  async setRoom(roomId: string, channel: string, living: boolean): Promise<{ liveStatus: number; streams: number }> {
    const streams = await this.control.setLive(roomId, living);
    const body: LiveStatusBody = { liveStatus: living ? LIVE_STATUS.LIVING : LIVE_STATUS.NOT_BEGUN };
    await this.hub.publish(channel, TOPICS.LIVE_STATUS, body);
    return { liveStatus: body.liveStatus, streams };
  }

  /**
   * One screen (by screen id; null: the main screen) living or not begun. PUSH_LIVE_STATUS and
   * LIVE_STATUS name no screen, so only a change of the main screen is pushed. Undefined when the
   * room has no such screen.
   */
  async setScreen(roomId: string, channel: string, screenId: string | null, living: boolean): Promise<ScreenChange | undefined> {
    const screen = await this.control.setScreen(roomId, screenId, living);
    if (!screen) return undefined;
    const pushStatus = living ? LIVE_STATUS.LIVING : LIVE_STATUS.NOT_BEGUN;
    const pushed = screen.main_screen_flag === 1 && screen.push_status !== pushStatus;
    if (pushed) {
      const push: PushLiveStatusBody = { pushStatus };
      await this.hub.publish(channel, TOPICS.PUSH_LIVE_STATUS, push);
      const live: LiveStatusBody = { liveStatus: pushStatus };
      await this.hub.publish(channel, TOPICS.LIVE_STATUS, live);
    }
    return { screen, pushStatus, pushed };
  }

  /**
   * The room's board stream pushing or not started; BOARD_STREAM_STATUS goes to the room with the
   * body `bodyOf` makes of the board as now stored (its play address is the caller's: it depends
   * on the request's origin). Undefined when the room has no board.
   */
  async setBoard(
    roomId: string,
    channel: string,
    pushing: boolean,
    bodyOf: (board: StreamRow) => BoardStreamStatusBody,
  ): Promise<BoardStreamStatusBody | undefined> {
    const board = await this.control.setBoard(roomId, pushing);
    if (!board) return undefined;
    const body = bodyOf(board);
    await this.hub.publish(channel, TOPICS.BOARD_STREAM_STATUS, body);
    return body;
  }
}
