import type { BreakoutApi, BreakoutInfo } from "../tools/breakout/ports";

/** The demo room's breakout while closed (main room r-20001). */
export const CLOSED_DEMO_BREAKOUT: BreakoutInfo = {
  open: false,
  mainRoom: { roomId: "r-20001", roomNumber: "20001", names: { "zh-Hans": "主会场", en: "Main Hall" } },
  rooms: [],
  allowReturn: false,
  assignedRoomId: null,
};

/** BreakoutApi answering `answer` (a closed breakout by default) and recording the calls. */
export class FakeBreakoutApi implements BreakoutApi {
  readonly calls: { eventId: string; roomId: string }[] = [];
  answer: (roomId: string) => BreakoutInfo | Promise<BreakoutInfo> = () => CLOSED_DEMO_BREAKOUT;

  load(eventId: string, roomId: string): Promise<BreakoutInfo> {
    this.calls.push({ eventId, roomId });
    return Promise.resolve(this.answer(roomId));
  }
}
