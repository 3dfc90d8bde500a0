import type { DrawCandidates } from "@livehall/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { RoomRegistry } from "../../realtime/room-registry";

/**
 * Where a lucky draw finds its candidates (decision 0028): who is in the room, who commented,
 * who answered. A port so the pools can grow (the vote tool's ballots) without touching the draw.
 */
export interface DrawCandidateSource {
  /** Every pool's viewers for a draw in `roomId` (room channel `channel`) of `eventId`, when the draw is made. */
  candidates(eventId: string, roomId: string, channel: string): Promise<DrawCandidates>;
}

/**
 * The viewers who voted in the event (the vote tool's `eventVoters`, one query); "answered" draws
 * include them. NO_VOTES where a test leaves votes out.
 */
export type VotersOf = (eventId: string) => Promise<readonly string[]>;
export const NO_VOTES: VotersOf = () => Promise.resolve([]);

/**
 * The server's candidates: present = the room's websocket connections in this process
 * ({@link RoomRegistry.audiencesIn}; with several processes, those connected to the process
 * that runs the draw — decision 0028); commented = the room's chat senders; answered = award quiz
 * answers of the event plus {@link VotersOf}.
 */
export class ServerDrawCandidates implements DrawCandidateSource {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rooms: RoomRegistry,
    private readonly voters: VotersOf = NO_VOTES,
  ) {}

  async candidates(eventId: string, roomId: string, channel: string): Promise<DrawCandidates> {
    const [commented, answered, voted] = await Promise.all([
      this.db.selectFrom("chat_messages").select("audience_id").distinct().where("room_id", "=", roomId).execute(),
      this.db.selectFrom("award_quiz_answers").select("audience_id").distinct().where("event_id", "=", eventId).execute(),
      this.voters(eventId),
    ]);
    return {
      present: this.rooms.audiencesIn(channel),
      commented: commented.map((row) => row.audience_id),
      answeredQuiz: answered.map((row) => row.audience_id),
      voted,
    };
  }
}
