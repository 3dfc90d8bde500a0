/**
 * Marketing tools (§3 marketing tool, §7 Marketing calls; decision 0031): collect forms and their
 * kinds, download materials, code attention (QR follow) and customer service. Paths are relative
 * to the API base like {@link API_PATHS}; `...` in §7 is the room prefix `/events/{eventId}/rooms/{roomId}`.
 */
import type { AnswerDTO, QuestionDTO } from "../session";

const room = (eventId: string, roomId: string): string => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}`;

export const MARKETING_PATHS = {
  /** §7 GET → {@link MarketingAppListDTO}. */
  list: (eventId: string, roomId: string) => `${room(eventId, roomId)}/watch-marketing-app`,
  /** §7 GET → {@link MarketingAppDetailDTO}. */
  detail: (eventId: string, roomId: string, appId: string) => `${room(eventId, roomId)}/watch-marketing-app/${encodeURIComponent(appId)}`,
  /** §7 POST {@link MarketingSubmitRequestDTO} → {@link MarketingSubmitDTO}. */
  submit: (eventId: string, roomId: string, appId: string) =>
    `${room(eventId, roomId)}/watch-marketing-app/${encodeURIComponent(appId)}/submit`,
  /** Ours: POST {@link MarketingCodeRequestDTO}: texts a code to the phone of a question with smsVerifyFlag. */
  verificationCode: (eventId: string, roomId: string, appId: string) =>
    `${room(eventId, roomId)}/watch-marketing-app/${encodeURIComponent(appId)}/verification-code`,
  /** §7 POST {@link MarketingTriggerRequestDTO} (tracking; the client ignores its answer). */
  trigger: (eventId: string, roomId: string) => `${room(eventId, roomId)}/buried-dots/marketing-app-trigger`,
  /** §7 GET → the file itself (Content-Type and Content-Disposition: attachment). */
  docFile: (eventId: string, roomId: string, appId: string, fileId: string) =>
    `${room(eventId, roomId)}/marketing-app/${encodeURIComponent(appId)}/doc-file/${encodeURIComponent(fileId)}`,
} as const;

/** §3 trigger mode: ACTIVE by a click, PASSIVE by a call-to-action. */
export type MarketingTriggerMode = "ACTIVE" | "PASSIVE";

/** One marketing tool of the room's list (§3 list item: marketingAppType; the client derives toolType). */
export interface MarketingAppListItemDTO {
  marketingAppId: string;
  /** §3 marketing app type 0–8. */
  marketingAppType: number;
  marketingAppName: string;
}

/** §7 GET .../watch-marketing-app: `data.items`, in the room's order. */
export interface MarketingAppListDTO {
  items: MarketingAppListItemDTO[];
}

/** One jump entry (§3: jumpUrlType 1 qrcode, 2 url). */
export interface MarketingJumpEntryDTO {
  jumpUrlType: number;
  jumpUrlDetail: string;
}

/** A file of a download tool, fetched from {@link MARKETING_PATHS.docFile}. */
export interface MarketingFileDTO {
  fileId: string;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  contentType: string;
}

/** §7 GET .../watch-marketing-app/{appId} (§3 tool detail). */
export interface MarketingAppDetailDTO {
  marketingAppId: string;
  marketingAppType: number;
  marketingAppName: string;
  /** Plain text shown above the content ("" for none). */
  description: string;
  jumpUrl: { jumpUrlDetail: MarketingJumpEntryDTO[] };
  /** §3 questions (forms; a download may ask some before its files). */
  questions: QuestionDTO[];
  /** Download materials only ([] otherwise). */
  files: MarketingFileDTO[];
  /** 1 once this viewer submitted the tool. */
  submitFlag: 0 | 1;
}

/** §7 POST .../submit. `callToActionSn` and `callToActionId` only when PASSIVE. */
export interface MarketingSubmitRequestDTO {
  /** The SMS code of the phone question with smsVerifyFlag ("" when none asks). */
  code: string;
  triggerMode: MarketingTriggerMode;
  /** §5 answers; only answered questions. */
  questions: AnswerDTO[];
  privacyPolicyVersion?: string;
  userAgreementVersion?: string;
  privacyPolicyLanguageType?: string;
  userAgreementLanguageType?: string;
  callToActionSn?: string;
  callToActionId?: string;
}

/** The submit's answer. */
export interface MarketingSubmitDTO {
  submissionId: string;
  submitFlag: 1;
}

/** Ours: POST .../verification-code. */
export interface MarketingCodeRequestDTO {
  /** The phone number typed into the question. */
  account: string;
}

/** §7 POST .../buried-dots/marketing-app-trigger. */
export interface MarketingTriggerRequestDTO {
  marketingAppId: string;
  triggerMode: MarketingTriggerMode;
  /** The tool's primary type: 0 for every collect-form kind (0–5), else its marketingAppType (decision 0031). */
  marketingAppPrimaryType: number;
  callToActionId?: string;
}

/** The MARKETING_TOOL (20327) push: the room's whole list, replacing what the page has. */
export interface MarketingToolPushDTO {
  items: MarketingAppListItemDTO[];
}

/** Body codes of the marketing calls (ours, decision 0031; HTTP 200 unless said). */
export const MARKETING_BODY_CODES = {
  /** No such tool in this room (any more). */
  toolNotFound: "132701",
  /** The event's interactive access needs a login before a form, download or contact tool (§6). */
  loginNeeded: "132702",
  /** The download tool has no such file, or the viewer has not submitted the tool yet (HTTP 404). */
  fileNotFound: "132703",
} as const;

/** Submits per viewer and tool type within {@link MARKETING_SUBMIT_WINDOW_MS}; more answer HTTP 429 / 100105. */
export const MARKETING_SUBMIT_COUNT = 5;
export const MARKETING_SUBMIT_WINDOW_MS = 60_000;
