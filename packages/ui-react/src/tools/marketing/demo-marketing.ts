/** Demo marketing tools for stories and tests (the demo event's four tools, events/demo.json). */
import type { MarketingModal, MarketingToolDetail, MarketingToolItem } from "@livehall/application";
import type { Question } from "@livehall/domain";

const q = (questionId: string, heading: string, questionType: number, more: Partial<Question> = {}): Question => ({
  questionId,
  heading,
  questionType,
  required: false,
  order: 0,
  optionLimit: 0,
  verify: false,
  options: [],
  ...more,
});
const options = (...contents: string[]) => contents.map((content, index) => ({ optionId: `o${index + 1}`, content }));

/** One question of each of the ten §3 types (the phone verified by SMS). */
export const DEMO_QUESTIONS: readonly Question[] = [
  q("name", "姓名 Name", 1, { required: true, order: 1 }),
  q("email", "邮箱 E-mail", 3, { required: true, order: 2 }),
  q("company", "公司 Company", 6, { order: 3 }),
  q("needs", "需求 What do you need?", 7, { order: 4 }),
  q("phone", "手机 Mobile", 2, { order: 5, verify: true }),
  q("date", "期望日期 Preferred date", 8, { order: 6 }),
  q("size", "团队规模 Team size", 4, { required: true, order: 7, options: options("1-10", "11-100", "100+") }),
  q("topics", "感兴趣的功能 Features", 5, { order: 8, optionLimit: 2, options: options("直播 Live", "投票 Votes", "表单 Forms") }),
  q("address", "地址 Address", 9, { order: 9 }),
  q("consent", "同意联系 Contact me", 10, { order: 10, options: options("同意 I agree") }),
];

export const DEMO_TOOL_ITEMS: readonly MarketingToolItem[] = [
  { marketingAppId: "mkt-form", marketingAppType: 1, name: "预约演示 · Book a demo", toolType: "COLLECT_FORM" },
  { marketingAppId: "mkt-download", marketingAppType: 6, name: "资料下载 · Brochure", toolType: "DOWNLOAD_MATERIALS" },
  { marketingAppId: "mkt-qr", marketingAppType: 7, name: "关注公众号 · Follow us", toolType: "CODE_ATTENTION" },
  { marketingAppId: "mkt-service", marketingAppType: 8, name: "在线客服 · Customer service", toolType: "CUSTOMER_SERVICE" },
];

const FALLBACK: MarketingToolItem = { marketingAppId: "mkt", marketingAppType: 0, name: "", toolType: "COLLECT_FORM" };
const base = (index: number): Omit<MarketingToolDetail, "questions" | "files" | "jumpEntries" | "description"> => ({
  ...(DEMO_TOOL_ITEMS[index] ?? FALLBACK),
  submitFlag: 0,
});

export const DEMO_DETAILS = {
  form: { ...base(0), description: "留下联系方式，我们会安排产品演示。", questions: DEMO_QUESTIONS, files: [], jumpEntries: [] },
  download: {
    ...base(1),
    description: "产品手册与直播清单。",
    questions: [],
    jumpEntries: [],
    files: [
      { fileId: "brochure", fileName: "livehall-brochure.pdf", fileSize: 686, contentType: "application/pdf" },
      { fileId: "checklist", fileName: "livehall-checklist.txt", fileSize: 142, contentType: "text/plain; charset=utf-8" },
    ],
  },
  qr: {
    ...base(2),
    description: "扫码关注",
    questions: [],
    files: [],
    jumpEntries: [{ jumpUrlType: 1, jumpUrlDetail: "https://example.com/livehall/follow" }],
  },
  service: {
    ...base(3),
    description: "",
    questions: [],
    files: [],
    jumpEntries: [
      { jumpUrlType: 1, jumpUrlDetail: "https://example.com/livehall/support-wechat" },
      { jumpUrlType: 2, jumpUrlDetail: "https://example.com/livehall/support" },
    ],
  },
} satisfies Record<string, MarketingToolDetail>;

/** The modal showing `detail`, opened ACTIVE, with `more` of its visible state. */
export function visibleModal(
  detail: MarketingToolDetail,
  more: Partial<Extract<MarketingModal, { phase: "visible" }>> = {},
): MarketingModal {
  return {
    phase: "visible",
    appId: detail.marketingAppId,
    trigger: { mode: "ACTIVE" },
    detail,
    loading: false,
    submitted: false,
    errors: {},
    ...more,
  };
}
