import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisHub } from "../../realtime/redis-hub";
import { redisSkipReason, startTestRedis, type TestRedis } from "../../testing/redis-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../../testing/test-database";
import { postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { isType, tallyOf, voteSocket, type VoteSocket } from "./vote-push-testing";
import { adminHeaders, adminVotes, castBallot, startVote } from "./vote-testing";

/** Longer than the tally window (220 ms) plus a Redis round trip: a tally that was coming has come. */
const SETTLE_MS = 500;

const skipReason = redisSkipReason ?? postgresSkipReason;

/**
 * Decision 0041 across processes: servers A and B on one redis-server and one PostgreSQL schema and one data
 * folder (token secret, admin token), as several processes behind one address. A ballot taken by one server makes its viewer's sockets
 * on the other receive the tallies; nobody else's socket does, on either; a server restarted in the
 * middle of the vote reads who voted from the database.
 */
describe.skipIf(skipReason !== null)(
  `voters-only tallies over two servers sharing Redis${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    let redis: TestRedis;
    let schema: TestSchema;
    let dataDir: string;
    const servers: TestServer[] = [];
    const start = async (): Promise<TestServer> => {
      const server = await startTestServer({
        dataDir,
        databaseUrl: schema.databaseUrl,
        redisUrl: redis.url,
      });
      servers.push(server);
      return server;
    };
    /** `viewer`'s VOTE socket on `server`, once that server's Redis subscription is in place. */
    const socketOn = async (server: TestServer, viewer: TestViewer): Promise<VoteSocket> => {
      const socket = await voteSocket(server, viewer);
      const hub = server.server.hub;
      if (!(hub instanceof RedisHub)) throw new Error("expected a RedisHub");
      await hub.settled();
      return socket;
    };

    beforeAll(async () => {
      redis = await startTestRedis();
      schema = await createTestSchema();
      dataDir = mkdtempSync(join(tmpdir(), "livehall-voters-redis-"));
    });
    afterAll(async () => {
      for (const server of servers) await server.stop().catch(() => undefined);
      await redis.stop();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("a ballot on one server brings its viewer's sockets on the other the tallies; no other socket gets one", async () => {
      const a = await start();
      let b = await start();
      expect(a.server.hub).toBeInstanceOf(RedisHub);
      const [first, second, third, watcherA, watcherB] = await Promise.all([
        anonymousViewer(a),
        anonymousViewer(a),
        anonymousViewer(a),
        anonymousViewer(a),
        anonymousViewer(a),
      ]);
      let firstOnB = await socketOn(b, first);
      const secondOnA = await socketOn(a, second);
      const bystanderOnA = await socketOn(a, watcherA);
      const bystanderOnB = await socketOn(b, watcherB);
      const vote = await startVote(a, { title: "Across servers?", options: ["Yes", "No"] });
      for (const socket of [firstOnB, secondOnA, bystanderOnA, bystanderOnB]) await socket.until(isType("start"));

      // Taken by A, received on B.
      expect((await castBallot(a, first, vote.voteId, ["1"])).status).toBe(200);
      expect(await firstOnB.until(isType("tally"))).toMatchObject({ voteId: vote.voteId, tally: { ballots: 1 } });
      // Taken by B, received on A.
      expect((await castBallot(b, second, vote.voteId, ["2"])).status).toBe(200);
      expect(await secondOnA.until(isType("tally"))).toMatchObject({ tally: { ballots: 2 } });
      await firstOnB.until(tallyOf(2));

      // B restarts: its new process knows no voter until it reads them from the database.
      firstOnB.close();
      await b.server.close();
      b = await start();
      firstOnB = await socketOn(b, first);
      const bystanderOnNewB = await socketOn(b, watcherB);
      expect((await castBallot(a, third, vote.voteId, ["1"])).status).toBe(200);
      expect(await firstOnB.until(isType("tally"))).toMatchObject({ tally: { ballots: 3 } });
      await secondOnA.until(tallyOf(3));

      expect((await a.api(`${adminVotes()}/${vote.voteId}/end`, postJson({}, adminHeaders(a)))).status).toBe(200);
      for (const socket of [firstOnB, secondOnA, bystanderOnA, bystanderOnNewB]) await socket.until(isType("end"));
      await Promise.all([bystanderOnA.drain(SETTLE_MS), bystanderOnNewB.drain(SETTLE_MS)]);
      // The attack: non-voters' sockets on either server read every frame; no tally among them.
      expect(bystanderOnA.types(vote.voteId)).toEqual(["start", "end"]);
      expect(bystanderOnB.types(vote.voteId)).toEqual(["start"]);
      expect(bystanderOnNewB.types(vote.voteId)).toEqual(["end"]);
      expect(secondOnA.types(vote.voteId)).toEqual(["start", "tally", "tally", "end"]);
      expect(firstOnB.types(vote.voteId)).toEqual(["tally", "end"]);
      for (const socket of [firstOnB, secondOnA, bystanderOnA, bystanderOnB, bystanderOnNewB]) socket.close();
    });
  },
);
