import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PREFIX,
  QUESTION_ANSWER_PATHS,
  QUESTION_RATE_COUNT,
  TOPICS,
  type AdminQuestionDTO,
  type QuestionAnswerBody,
  type QuestionItemDTO,
  type QuestionListDTO,
  type UpVoteResultDTO,
  VOTE_CODES,
} from "@livehall/wire";
import { joinedClient, pushes, type RealtimeTestClient } from "../../testing/realtime-client";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { identifiedViewer } from "../shared/test-viewers";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const QUESTIONS = API_PREFIX + QUESTION_ANSWER_PATHS.questions(DEMO.id, DEMO.mainRoom);
const adminQuestion = (id: string, action: "answer" | "mark") =>
  `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/questions/${id}/${action}`;

const setAnonymousCap = (cap: number) =>
  t.api(`/api/admin/events/${DEMO.number}/anonymous-cap`, {
    method: "PUT",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({ cap }),
  });

let t: TestServer;
beforeAll(async () => {
  // Dozens of anonymous sessions from one address (the up-vote cap needs them): more gate posts a
  // minute than a person makes.
  t = await startTestServer({ adminToken: ADMIN_TOKEN, rateLimits: { ssoPostsPerIpPerMinute: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const ask = (viewer: TestViewer, content: string) => t.api<QuestionItemDTO>(QUESTIONS, postJson({ content }, viewer.headers));
const upVote = (viewer: TestViewer, id: string) =>
  t.api<UpVoteResultDTO>(API_PREFIX + QUESTION_ANSWER_PATHS.upVotes(DEMO.id, DEMO.mainRoom, id), postJson({}, viewer.headers));
const list = (viewer: TestViewer, sort = "votes") => t.api<QuestionListDTO>(`${QUESTIONS}?sort=${sort}`, bearer(viewer.accessToken));

/** The next QUESTION_ANSWER push a client receives. */
async function nextQa(client: RealtimeTestClient): Promise<QuestionAnswerBody> {
  const [push] = pushes(await client.next());
  expect(push?.op).toBe(TOPICS.QUESTION_ANSWER);
  return push?.body as QuestionAnswerBody;
}

describe("Q&A: asked, up-voted, answered, live", () => {
  it("stores a question, pushes it, counts one up-vote per viewer and sorts by votes or time", async () => {
    const room = await joinedClient(t, [TOPICS.QUESTION_ANSWER]);
    const asker = await anonymousViewer(t, "Asker");
    const voter = await anonymousViewer(t, "Voter");
    const first = await ask(asker, "  What is the roadmap?  ");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ content: "What is the roadmap?", nickName: "Asker", askerId: asker.audienceId, upVotes: 0 });
    expect(await nextQa(room)).toEqual({ type: "asked", question: first.body.data });
    const second = (await ask(asker, "Is it recorded?")).body.data;
    await nextQa(room);

    const vote = await upVote(voter, first.body.data.questionId);
    expect(vote.body.data).toEqual({ questionId: first.body.data.questionId, upVotes: 1, upVotedFlag: 1 });
    expect(await nextQa(room)).toMatchObject({ type: "upVoted", question: { upVotes: 1 } });
    // A second up-vote changes nothing and pushes nothing.
    expect((await upVote(voter, first.body.data.questionId)).body.data.upVotes).toBe(1);

    const byVotes = (await list(voter, "votes")).body.data.list;
    expect(byVotes.map((question) => question.questionId).slice(0, 2)).toEqual([first.body.data.questionId, second.questionId]);
    expect(byVotes[0]?.upVotedFlag).toBe(1);
    const byTime = (await list(asker, "time")).body.data.list;
    expect(byTime.map((question) => question.questionId).slice(0, 2)).toEqual([second.questionId, first.body.data.questionId]);
    expect(byTime[1]?.upVotedFlag).toBe(0);
    expect(room.pending()).toBe(0);
    room.close();
  });

  it("answers publicly to everyone, and privately only to the asker (the push carries no private text)", async () => {
    const room = await joinedClient(t, [TOPICS.QUESTION_ANSWER]);
    const asker = await anonymousViewer(t, "Private asker");
    const other = await anonymousViewer(t, "Other");
    const question = (await ask(asker, "A private matter")).body.data;
    await nextQa(room);

    const privately = await t.api<AdminQuestionDTO>(
      adminQuestion(question.questionId, "answer"),
      postJson({ content: "Only for you", privateFlag: 1 }, admin),
    );
    expect(privately.body.data).toMatchObject({ answer: "Only for you", privateAnswerFlag: 1, answeredFlag: 1 });
    const pushed = await nextQa(room);
    expect(pushed.type).toBe("answered");
    expect(pushed.question).toMatchObject({ questionId: question.questionId, answer: null, privateAnswerFlag: 1, answeredFlag: 1 });
    expect(JSON.stringify(pushed)).not.toContain("Only for you");
    const seenBy = async (viewer: TestViewer) =>
      (await list(viewer)).body.data.list.find((item) => item.questionId === question.questionId)?.answer;
    expect(await seenBy(asker)).toBe("Only for you");
    expect(await seenBy(other)).toBeNull();

    await t.api(adminQuestion(question.questionId, "answer"), postJson({ content: "For everyone" }, admin));
    expect((await nextQa(room)).question.answer).toBe("For everyone");
    expect(await seenBy(other)).toBe("For everyone");

    const unmarked = await t.api<AdminQuestionDTO>(adminQuestion(question.questionId, "mark"), postJson({ answeredFlag: 0 }, admin));
    expect(unmarked.body.data.answeredFlag).toBe(0);
    expect(await nextQa(room)).toMatchObject({ type: "marked", question: { answeredFlag: 0 } });
    room.close();
  });

  it("refuses a misspelt private flag instead of publishing the answer to everyone", async () => {
    const asker = await anonymousViewer(t, "Misspelt asker");
    const other = await anonymousViewer(t, "Onlooker");
    const question = (await ask(asker, "Just between us?")).body.data;
    const misspelt = await t.api(adminQuestion(question.questionId, "answer"), postJson({ content: "Secret answer", privat: 1 }, admin));
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.msg).toBe("Unknown body field 'privat'");
    const seen = (await list(other)).body.data.list.find((item) => item.questionId === question.questionId);
    expect(seen).toMatchObject({ answer: null, answeredFlag: 0 });
  });

  it("lists every question for the organiser, private answers included", async () => {
    const { body } = await t.api<{ list: AdminQuestionDTO[] }>(
      `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/questions?sort=time`,
      { headers: admin },
    );
    expect(body.data.list.some((question) => question.answer === "For everyone")).toBe(true);
  });
});

describe("Q&A: once, however many at once", () => {
  it("counts one up-vote of 50 concurrent ones from one viewer", async () => {
    const asker = await anonymousViewer(t, "Concurrent asker");
    const voter = await anonymousViewer(t, "Hasty voter");
    const question = (await ask(asker, "Counted once?")).body.data;
    const answers = await Promise.all(Array.from({ length: 50 }, () => upVote(voter, question.questionId)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await list(voter)).body.data.list.find((item) => item.questionId === question.questionId)?.upVotes).toBe(1);
    const rows = await t.query<{ n: number | string }>("select count(*) as n from question_up_votes where question_id = ?", [
      question.questionId,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe("Q&A: up-vote pushes are merged", () => {
  it("pushes a burst of 20 up-votes as fewer pushes, the last with the final count", async () => {
    const asker = await anonymousViewer(t, "Popular asker");
    const question = (await ask(asker, "Popular?")).body.data;
    const room = await joinedClient(t, [TOPICS.QUESTION_ANSWER]);
    // Twenty anonymous fans behind one address: the organiser raised the event's cap for them.
    expect((await setAnonymousCap(20)).status).toBe(200);
    try {
      const voters = await Promise.all(Array.from({ length: 20 }, (_, i) => anonymousViewer(t, `Fan ${String(i)}`)));
      await Promise.all(voters.map((voter) => upVote(voter, question.questionId)));
      const counts: number[] = [];
      while (counts.at(-1) !== 20) counts.push((await nextQa(room)).question.upVotes);
      expect(counts.length).toBeLessThan(20);
    } finally {
      await setAnonymousCap(5);
      room.close();
    }
  });
});

describe("Q&A: one up-vote per viewer is not one per session", () => {
  it("20 fresh anonymous sessions from one address count at most 5 up-votes; the others are asked to log in; an ID viewer still counts", async () => {
    const asker = await anonymousViewer(t, "Sybil asker");
    const question = (await ask(asker, "Vote me up?")).body.data;
    const sessions = await Promise.all(Array.from({ length: 20 }, (_, i) => anonymousViewer(t, `Sock ${String(i)}`)));
    const answers = await Promise.all(sessions.map((viewer) => upVote(viewer, question.questionId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(15);
    expect(refused.every((answer) => answer.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    expect(refused[0]?.body.msg).toContain("up-votes");
    const named = await identifiedViewer(t, "Named fan");
    expect((await upVote(named, question.questionId)).body.data.upVotes).toBe(6);
    const rows = await t.query<{ n: number | string }>("select count(*) as n from question_up_votes where question_id = ?", [
      question.questionId,
    ]);
    expect(Number(rows[0]?.n)).toBe(6);
  });
});

describe("Q&A: refusals", () => {
  it("limits how fast one viewer asks (429, 100105)", async () => {
    const flooder = await anonymousViewer(t, "Flooder");
    const answers = await Promise.all(Array.from({ length: QUESTION_RATE_COUNT + 5 }, (_, i) => ask(flooder, `flood ${i}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(QUESTION_RATE_COUNT);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(5).fill("100105"));
  });

  it("asks an anonymous viewer without a nickname for one first (§4, judged as chat: 403 100115)", async () => {
    const nameless = await anonymousViewer(t);
    const refused = await ask(nameless, "Who am I?");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("100115");
  });

  const viewerCases: readonly [string, number, string, () => Promise<{ status: number; body: { code: string } }>][] = [
    ["empty question", 400, "100400", async () => ask(await anonymousViewer(t, "E"), "   ")],
    ["too long a question", 400, "100400", async () => ask(await anonymousViewer(t, "L"), "x".repeat(301))],
    [
      "a number for content",
      400,
      "100400",
      async () => t.api(QUESTIONS, postJson({ content: 5 }, (await anonymousViewer(t, "N")).headers)),
    ],
    ["a body over 64 KB (the server answers 400)", 400, "100400", async () => ask(await anonymousViewer(t, "Big"), "x".repeat(70 * 1024))],
    ["no body", 400, "100400", async () => t.api(QUESTIONS, { method: "POST", headers: (await anonymousViewer(t, "B")).headers })],
    ["unknown sort", 400, "100400", async () => list(await anonymousViewer(t, "S"), "best")],
    ["no token", 401, "401", () => t.api(QUESTIONS, postJson({ content: "hi" }))],
    ["unknown question", 404, "203201", async () => upVote(await anonymousViewer(t, "U"), "no-such-question")],
    ["a bad question id", 400, "100400", async () => upVote(await anonymousViewer(t, "I"), "bad%20id")],
    ["admin without token", 401, "401", () => t.api(adminQuestion("x", "answer"), postJson({ content: "a" }))],
    ["admin answer to unknown question", 404, "203201", () => t.api(adminQuestion("x", "answer"), postJson({ content: "a" }, admin))],
    ["admin empty answer", 400, "100400", () => t.api(adminQuestion("x", "answer"), postJson({ content: "" }, admin))],
    ["admin private flag 2", 400, "100400", () => t.api(adminQuestion("x", "answer"), postJson({ content: "a", privateFlag: 2 }, admin))],
    ["admin mark flag 'yes'", 400, "100400", () => t.api(adminQuestion("x", "mark"), postJson({ answeredFlag: "yes" }, admin))],
  ];
  it.each(viewerCases)("%s → HTTP %i, body %s", async (_case, status, code, call) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});
