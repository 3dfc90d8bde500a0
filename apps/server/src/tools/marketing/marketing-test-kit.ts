/** Test-only helpers of the marketing route tests. */
import { API_PREFIX, MARKETING_PATHS, type MarketingSubmitRequestDTO } from "@livehall/wire";
import { ADMIN_PREFIX } from "../../admin/admin-paths";
import { DEMO, postJson, type TestServer } from "../../testing/test-server";
import type { TestViewer } from "../../testing/viewers";

export const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The demo room's tools (events/demo.json). */
export const DEMO_TOOLS = { form: "mkt-form", download: "mkt-download", qr: "mkt-qr", service: "mkt-service" } as const;

export const adminApps = (room: string = DEMO.mainRoom, event: string = DEMO.number): string =>
  `${API_PREFIX}${ADMIN_PREFIX}/events/${event}/rooms/${room}/marketing-apps`;

/** Every demo form question answered the §5 way. */
export const FULL_ANSWERS: MarketingSubmitRequestDTO["questions"] = [
  { questionId: "name", questionType: 1, answerContent: "Ada Lovelace" },
  { questionId: "email", questionType: 3, answerContent: "ada@example.com" },
  { questionId: "company", questionType: 6, answerContent: "Analytical Engines" },
  { questionId: "needs", questionType: 7, answerContent: "Line 1\nLine 2" },
  { questionId: "phone", questionType: 2, answerContent: "13800000000" },
  { questionId: "date", questionType: 8, answerContent: "2025-03-01" },
  { questionId: "size", questionType: 4, answers: [{ optionId: "o2" }] },
  { questionId: "topics", questionType: 5, answers: [{ optionId: "o1" }, { optionId: "o3" }] },
  { questionId: "address", questionType: 9, answerContent: "广东省/深圳市/南山区", customAnswerContent: "科技园 1 号" },
  { questionId: "consent", questionType: 10, answers: [{ optionId: "o1" }] },
];

export const submitBody = (more: Partial<MarketingSubmitRequestDTO> = {}): MarketingSubmitRequestDTO => ({
  code: "",
  triggerMode: "ACTIVE",
  questions: FULL_ANSWERS,
  ...more,
});

/** POSTs a submit of `appId` in the demo room. */
export function submit(
  t: TestServer,
  viewer: TestViewer,
  appId: string,
  body: unknown,
  room: string = DEMO.mainRoom,
  eventId: string = DEMO.id,
) {
  return t.api<{ submissionId: string; submitFlag: number }>(
    API_PREFIX + MARKETING_PATHS.submit(eventId, room, appId),
    postJson(body, viewer.headers),
  );
}
