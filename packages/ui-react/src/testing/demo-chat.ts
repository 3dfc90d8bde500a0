import type { CallToAction, ChatMessage, ChatState } from "@livehall/application";

const NAMES = ["小明", "Alice", "王芳", "نور", "Kenji", "李雷"];
const TEXTS = [
  "大家好！",
  "画面很清晰 👍",
  "请问回放在哪里看？",
  "Slides: https://example.com/slides?id=42 — thanks!",
  "مرحبا بالجميع",
  "<img src=x onerror=alert(1)> 这段不会变成图片",
  "javascript:alert(1) 不是链接",
  "很长的一段话：".concat("我们今天讨论的主题非常有意思，".repeat(6)),
];
const START = Date.UTC(2026, 10, 23, 6, 0, 0);

/** `count` demo chat messages (ids 1…count, a minute apart at most), every fifth one the viewer's. */
export function demoChatMessages(count: number, firstId = 1): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const mine = id % 5 === 0;
    return {
      messageId: id,
      viewerId: mine ? "me" : `u-${String(id % NAMES.length)}`,
      nickname: mine ? "小红" : (NAMES[id % NAMES.length] ?? "观众"),
      content: TEXTS[id % TEXTS.length] ?? "",
      sendTime: START + id * 7_000,
      mine,
    };
  });
}

/** Chat states for stories (the fake chat's starting state). */
export const chatStates = {
  loading: (): Partial<ChatState> => ({ status: "loading" }),
  error: (): Partial<ChatState> => ({ status: "error", errorKey: "error.networkTimeout" }),
  empty: (): Partial<ChatState> => ({ status: "ready" }),
  ready: (count = 60): Partial<ChatState> => ({ status: "ready", messages: demoChatMessages(count) }),
  banned: (): Partial<ChatState> => ({ status: "ready", messages: demoChatMessages(12), banned: true }),
  sending: (): Partial<ChatState> => ({ status: "ready", messages: demoChatMessages(12), sending: true }),
  sendFailed: (key = "error.code.100105"): Partial<ChatState> => ({ status: "ready", messages: demoChatMessages(12), errorKey: key }),
};

/** Call-to-action tools for stories: a link and a QR code. */
export function demoCallToActions(): CallToAction[] {
  return [
    {
      callToActionId: "cta-1",
      callToActionSn: "sn-1",
      title: "领取会议资料",
      buttonText: "立即领取",
      jumpUrlType: 2,
      jumpUrl: "https://example.com/materials",
      endsAt: null,
    },
    {
      callToActionId: "cta-2",
      callToActionSn: "sn-2",
      title: "扫码加入交流群",
      buttonText: "显示二维码",
      jumpUrlType: 1,
      jumpUrl: "https://example.com/group",
      endsAt: null,
    },
  ];
}
