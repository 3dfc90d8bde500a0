import { VOTE_CODES, type CheckInDTO, type CurrentSignInDTO, type SignInAdminDTO } from "@livehall/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { identifiedViewer } from "../shared/test-viewers";
import { adminGet, adminPost, startToolServer, viewerGet, viewerPost } from "../tool-test-kit";

let t: TestServer;
beforeAll(async () => {
  // A rate limit high enough that all 20 check-ins reach the database at once.
  t = await startToolServer({ limits: { toolActionsPerWindow: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const freshAnonymous = (count: number) => Promise.all(Array.from({ length: count }, () => anonymousViewer(t)));
const checkIn = (viewer: TestViewer, signInId: string) => viewerPost<CheckInDTO>(t, viewer, `/sign-ins/${signInId}/check-in`);
const results = async (signInId: string) => (await adminGet<SignInAdminDTO>(t, `/sign-ins/${signInId}`)).body.data;

describe("one check-in per viewer is not one per session: anonymous check-ins are capped per address", () => {
  it("20 fresh anonymous sessions from one address, checking in at once, count at most 5", async () => {
    const signIn = (await adminPost<SignInAdminDTO>(t, "/sign-ins", { seconds: 120 })).body.data;
    const replies = await Promise.all((await freshAnonymous(20)).map((viewer) => checkIn(viewer, signIn.signInId)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 403);
    expect(refused).toHaveLength(15);
    expect(refused.every((reply) => reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    // An ID viewer from the same address still counts; the results say how many are anonymous.
    const named = await identifiedViewer(t, "Check-in named");
    expect((await checkIn(named, signIn.signInId)).body.data).toEqual({ signedIn: true, count: 6 });
    expect(await results(signIn.signInId)).toMatchObject({ count: 6, anonymousAnswers: 5 });
  });

  it("with 'ID viewers only' every anonymous check-in is refused for a login; ID viewers check in", async () => {
    const started = await adminPost<SignInAdminDTO>(t, "/sign-ins", { seconds: 120, idViewersOnly: true });
    expect(started.status).toBe(200);
    const signIn = started.body.data;
    const watcher = await anonymousViewer(t);
    expect((await viewerGet<CurrentSignInDTO>(t, watcher, "/sign-ins/current")).body.data.signIn?.idViewersOnly).toBe(true);
    const replies = await Promise.all((await freshAnonymous(20)).map((viewer) => checkIn(viewer, signIn.signInId)));
    expect(replies.every((reply) => reply.status === 403 && reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    const named = await identifiedViewer(t, "Check-in ID viewer");
    expect((await checkIn(named, signIn.signInId)).status).toBe(200);
    expect(await results(signIn.signInId)).toMatchObject({ count: 1, anonymousAnswers: 0 });
  });
});
