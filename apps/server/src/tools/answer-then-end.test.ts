import { SIGN_IN_PUSH_INTERVAL_MS, TOPICS } from "@livehall/wire";
import { afterEach, describe, expect, it } from "vitest";
import { pushes, type RealtimeTestClient } from "../testing/realtime-client";
import type { TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";
import { adminPost, listen, startToolServer, viewerPost } from "./tool-test-kit";

/** Every push of `topic` that `client` receives within `ms`, in order. */
async function everyPush(client: RealtimeTestClient, topic: number, ms: number): Promise<unknown[]> {
  const got: unknown[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      for (const push of pushes(await client.next(Math.max(1, until - Date.now())))) if (push.op === topic) got.push(push.body);
    } catch {
      break;
    }
  }
  return got;
}

/** A tool whose count is pushed coalesced (CoalescedPush) and whose end is pushed at once. */
interface CoalescedTool {
  readonly name: string;
  readonly topic: number;
  /** The longest a coalesced push waits (award-quiz-routes.ts QUIZ_PUSH_INTERVAL_MS; the check-in's is in the wire). */
  readonly intervalMs: number;
  /** Starts one through the admin API, answering its id. */
  start(t: TestServer): Promise<string>;
  /** The viewer's part (an answer, a check-in) that makes a coalesced push. */
  readonly act: (id: string) => { path: string; body: unknown };
  readonly end: (id: string) => string;
  /** The status a push carries. */
  status(body: unknown): string;
}

const TOOLS: CoalescedTool[] = [
  {
    name: "award quiz",
    topic: TOPICS.AWARD_QUIZ,
    intervalMs: 250,
    start: async (t) =>
      (await adminPost<{ quizId: string }>(t, "/quizzes", { question: "2 + 2?", options: ["3", "4"], answer: 2, winners: 3, seconds: 60 }))
        .body.data.quizId,
    act: (id) => ({ path: `/quizzes/${id}/answers`, body: { option: 2 } }),
    end: (id) => `/quizzes/${id}/end`,
    status: (body) => (body as { quiz: { status: string } }).quiz.status,
  },
  {
    name: "check-in",
    topic: TOPICS.SIGN_IN,
    intervalMs: SIGN_IN_PUSH_INTERVAL_MS,
    start: async (t) => (await adminPost<{ signInId: string }>(t, "/sign-ins", { seconds: 60 })).body.data.signInId,
    act: (id) => ({ path: `/sign-ins/${id}/check-in`, body: {} }),
    end: (id) => `/sign-ins/${id}/end`,
    status: (body) => (body as { signIn: { status: string } }).signIn.status,
  },
];

/**
 * Note 13 item 5: a coalesced count push that left after the end once carried the row read when
 * the answer came ("open") and re-opened the tool on the viewers' screens. The pushes now read the
 * row when they leave. Several answers at once make a push now and one held for the interval; the
 * end comes while it is held, so the held push leaves after the end push.
 */
describe.each(TOOLS)("$name: answers, then the end at once", (tool) => {
  let t: TestServer;
  afterEach(async () => {
    await t.stop();
  });

  it("the last push a socket receives says it ended", async () => {
    t = await startToolServer({ limits: { toolActionsPerWindow: 1000 } });
    const watcher = await anonymousViewer(t, "Watcher");
    const socket = await listen(t, watcher, tool.topic);
    const id = await tool.start(t);
    const viewers = await Promise.all(["Ann", "Bo", "Cy"].map((name) => anonymousViewer(t, name)));
    expect((await everyPush(socket, tool.topic, 100)).map(tool.status)).toEqual(["open"]);

    const { path, body } = tool.act(id);
    const answers = await Promise.all(viewers.map((viewer) => viewerPost(t, viewer, path, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await adminPost(t, tool.end(id))).status).toBe(200);

    const statuses = (await everyPush(socket, tool.topic, tool.intervalMs + 600)).map(tool.status);
    expect(statuses).toContain("ended");
    expect(statuses.at(-1)).toBe("ended");
    socket.close();
  });
});
