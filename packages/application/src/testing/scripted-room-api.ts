import type { RoomApi } from "../likes/ports";

export interface LikeCall {
  readonly eventId: string;
  readonly roomId: string;
  readonly count: number;
}

export interface OnlineReport {
  readonly eventId: string;
  readonly roomId: string;
  readonly pageSession: string;
}

/**
 * A RoomApi keeping a like total per room like the server, recording its calls. `likeAnswer`
 * replaces the total's answer (an Error rejects; a function may hold the answer back).
 */
export class ScriptedRoomApi implements RoomApi {
  readonly likeCalls: LikeCall[] = [];
  readonly onlineReports: OnlineReport[] = [];
  /** The server's total per room id. */
  readonly totals = new Map<string, number>();
  likeAnswer: ((call: LikeCall) => number | Error | Promise<number>) | null = null;
  onlineError: Error | null = null;

  async like(eventId: string, roomId: string, count: number): Promise<number> {
    const call = { eventId, roomId, count };
    this.likeCalls.push(call);
    if (this.likeAnswer) {
      const answer = await this.likeAnswer(call);
      if (answer instanceof Error) throw answer;
      return answer;
    }
    const total = (this.totals.get(roomId) ?? 0) + count;
    this.totals.set(roomId, total);
    return total;
  }

  reportOnline(eventId: string, roomId: string, pageSession: string): Promise<void> {
    this.onlineReports.push({ eventId, roomId, pageSession });
    return this.onlineError ? Promise.reject(this.onlineError) : Promise.resolve();
  }
}
