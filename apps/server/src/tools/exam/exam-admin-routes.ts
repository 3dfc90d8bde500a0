import type { FastifyInstance } from "fastify";
import { roomChannelId, TOPICS, type ExamBody, type ExamResultsDTO, type StartExamRequestDTO } from "@livehall/wire";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { anonymousAnswerCount } from "../shared/anonymous-answers";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkPaper, startExamBody } from "./exam-paper";
import { adminView, paperView, type ExamStore } from "./exam-store";
import { examNotFound } from "./exam-viewer-routes";

const examParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "examId"],
  properties: { ...adminRoomParams.properties, examId: identifier },
} as const;

/** A paper of 50 questions with 20 long options each fits. */
const START_BODY_LIMIT = 1024 * 1024;

type ExamParams = AdminRoomParams & { examId: string };

/**
 * The organiser's exam calls under /api/admin (decision 0029), admin token required:
 * - POST …/exams {title, seconds, questions, idViewersOnly?} → AdminExamDTO (the paper with its key); starts at
 *   once (a running exam of the room ends) and pushes EXAM "started" with the paper (no key).
 * - POST …/exams/{examId}/end → AdminExamDTO; pushes EXAM "ended".
 * - GET …/exams/{examId}/results → ExamResultsDTO (every submission with its score; how many are anonymous).
 */
export function examAdminRoutes(app: FastifyInstance, ctx: ServerContext, store: ExamStore): void {
  const push = async (channel: string, body: ExamBody, log: FastifyInstance["log"]): Promise<void> => {
    await ctx.realtime.hub.publish(channel, TOPICS.EXAM, body).catch((error: unknown) => {
      log.warn({ err: error }, "EXAM push failed");
    });
  };

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: StartExamRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/exams",
      { schema: { params: adminRoomParams, body: startExamBody }, bodyLimit: START_BODY_LIMIT },
      async (request) => {
        const paper = checkPaper(request.body);
        const { event, room } = await adminRoom(ctx, request.params);
        const now = ctx.now();
        const exam = await store.start(event.id, room.id, paper, now);
        // Counted from the start: the push goes out at once.
        await push(roomChannelId(event.id, room.id), { type: "started", exam: paperView(exam, now) }, request.log);
        return ok(adminView(exam, now));
      },
    );

    admin.post<{ Params: ExamParams }>(
      "/events/:eventNumber/rooms/:roomNumber/exams/:examId/end",
      { schema: { params: examParams } },
      async (request) => {
        const { event, room } = await adminRoom(ctx, request.params);
        const exam = await store.end(room.id, request.params.examId);
        if (!exam) throw examNotFound();
        await push(roomChannelId(event.id, room.id), { type: "ended", examId: exam.examId }, request.log);
        return ok(adminView(exam, ctx.now()));
      },
    );

    admin.get<{ Params: ExamParams }>(
      "/events/:eventNumber/rooms/:roomNumber/exams/:examId/results",
      { schema: { params: examParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const exam = await store.find(room.id, request.params.examId);
        if (!exam) throw examNotFound();
        const submissions = await store.submissions(exam.examId);
        const total = submissions.reduce((sum, submission) => sum + submission.score, 0);
        const data: ExamResultsDTO = {
          exam: adminView(exam, ctx.now()),
          submissions,
          averageScore: submissions.length === 0 ? 0 : Math.round((total / submissions.length) * 100) / 100,
          anonymousAnswers: await anonymousAnswerCount(ctx.db, "exam", exam.examId),
        };
        return ok(data);
      },
    );
  });
}
