import { TOPICS, type VotePushBody } from "@livehall/wire";
import { FRAME_WAIT_MS, joinedClient, pushes, type RealtimeTestClient } from "../../testing/realtime-client";
import type { TestServer } from "../../testing/test-server";
import type { TestViewer } from "../../testing/viewers";

/** What one viewer's socket received on VOTE, in order (tests of who receives which push). */
export interface VoteSocket {
  /** Every VOTE push received so far. */
  readonly got: VotePushBody[];
  /** Reads frames until `done` holds for a push, answering it (rejects when none comes in `timeoutMs`). */
  until(done: (push: VotePushBody) => boolean, timeoutMs?: number): Promise<VotePushBody>;
  /** Reads whatever arrives within `ms` (a push that should not come has had its chance). */
  drain(ms: number): Promise<void>;
  /** The types received about `voteId`, e.g. ["start", "tally", "end"]. */
  types(voteId: string): string[];
  close(): void;
}

/** `viewer`'s websocket in the demo's main room (on server `t`), listening to VOTE. */
export async function voteSocket(t: TestServer, viewer: TestViewer): Promise<VoteSocket> {
  const client: RealtimeTestClient = await joinedClient(t, [TOPICS.VOTE], undefined, viewer.accessToken);
  const got: VotePushBody[] = [];
  let read = 0;
  const take = async (timeoutMs: number): Promise<void> => {
    for (const push of pushes(await client.next(timeoutMs))) if (push.op === TOPICS.VOTE) got.push(push.body as VotePushBody);
  };
  return {
    got,
    async until(done, timeoutMs = FRAME_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < got.length) {
          const push = got[read++] as VotePushBody;
          if (done(push)) return push;
        }
        await take(Math.max(1, deadline - Date.now()));
      }
    },
    async drain(ms) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        try {
          await take(Math.max(1, deadline - Date.now()));
        } catch {
          return;
        }
      }
    },
    types: (voteId) => got.filter((push) => (push.type === "tally" ? push.voteId : push.vote.voteId) === voteId).map((push) => push.type),
    close: () => {
      client.close();
    },
  };
}

/** The push is a tally counting `ballots` ballots. */
export const tallyOf =
  (ballots: number) =>
  (push: VotePushBody): boolean =>
    push.type === "tally" && push.tally.ballots === ballots;

/** The push is `type`. */
export const isType =
  (type: VotePushBody["type"]) =>
  (push: VotePushBody): boolean =>
    push.type === type;
