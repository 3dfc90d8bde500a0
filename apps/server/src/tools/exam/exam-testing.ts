import { API_PREFIX, EXAM_PATHS, type AdminExamDTO, type AnswerDTO, type CurrentExamDTO, type ExamScoreDTO } from "@livehall/wire";
import { bearer, DEMO, postJson, type TestServer } from "../../testing/test-server";
import type { TestViewer } from "../../testing/viewers";
import { EVERY_TYPE_PAPER } from "./exam.fixtures";

/** The organiser's token the exam suites start their server with. */
export const EXAM_ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
/** Headers of the organiser's admin calls. */
export const examAdmin = { authorization: `Bearer ${EXAM_ADMIN_TOKEN}` };
/** The demo main room's admin exam collection. */
export const ADMIN_EXAMS = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/exams`;

/** The exam calls of the suites, on server `t` in the demo main room. */
export function examCalls(t: TestServer) {
  return {
    /** The organiser starts an exam of `paper`; its admin view (throws on a refusal). */
    start: async (paper: unknown = EVERY_TYPE_PAPER): Promise<AdminExamDTO> => {
      const { body } = await t.api<AdminExamDTO>(ADMIN_EXAMS, postJson(paper, examAdmin));
      if (body.code !== "200") throw new Error(JSON.stringify(body));
      return body.data;
    },
    /** A viewer submits `answers` to exam `examId`. */
    submit: (viewer: TestViewer, examId: string, answers: AnswerDTO[]) =>
      t.api<ExamScoreDTO>(API_PREFIX + EXAM_PATHS.submissions(DEMO.id, DEMO.mainRoom, examId), postJson({ answers }, viewer.headers)),
    /** The room's current exam as the viewer sees it. */
    current: (viewer: TestViewer) =>
      t.api<CurrentExamDTO>(API_PREFIX + EXAM_PATHS.current(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken)),
  };
}
