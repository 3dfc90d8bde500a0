import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../server-context";
import { TallyPusher } from "./tally-pusher";
import { voteAdminRoutes } from "./vote-admin-routes";
import { VoteDeadlines } from "./vote-deadlines";
import { VoteStore } from "./vote-store";
import { voteViewerRoutes } from "./vote-viewer-routes";
import { VOTE_VOTERS, VoterSets } from "./voter-sets";

/**
 * The vote tool on the server (issue 13, decision 0027): viewer calls under /api, the organiser's
 * under /api/admin, coalesced tally pushes and deadline timers (re-armed from the database at start).
 * Tallies of a vote whose results are for voters reach only its voters' sockets (decision 0041).
 */
export function voteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new VoteStore(ctx.db);
  const logError = (error: unknown): void => {
    app.log.warn({ err: error }, "VOTE push failed");
  };
  const voters = new VoterSets((voteId) => store.voters(voteId));
  ctx.realtime.rooms.useAudienceGroups(VOTE_VOTERS, voters);
  const tallies = new TallyPusher(store, ctx.realtime.hub, voters, ctx.now, logError);
  const deadlines = new VoteDeadlines(store, ctx.realtime.hub, ctx.now, logError);
  app.addHook("onClose", (_instance, done) => {
    tallies.close();
    deadlines.close();
    done();
  });
  void deadlines.armAll().catch(logError);
  voteViewerRoutes(app, ctx, store, tallies, voters);
  voteAdminRoutes(app, ctx, store, deadlines);
}
