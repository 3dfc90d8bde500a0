import type { FormAnswer } from "@livehall/domain";
import type { MarketingToolDetail, MarketingToolItem } from "./models";

/** An agreement a submit names (§7: version and language type). */
export interface SubmittedAgreement {
  readonly version: string;
  readonly languageType: string;
}

/** What a submit sends (§7 submit body, in our words). */
export interface MarketingSubmission {
  /** The SMS code of the phone question with smsVerifyFlag, "" when none asks. */
  readonly code: string;
  readonly triggerMode: "ACTIVE" | "PASSIVE";
  readonly questions: readonly FormAnswer[];
  readonly privacyPolicy?: SubmittedAgreement;
  readonly userAgreement?: SubmittedAgreement;
  /** Only when PASSIVE. */
  readonly callToAction?: { readonly callToActionId: string; readonly callToActionSn: string };
}

/** A buried-dots tracking record of a tool opened (§7). */
export interface MarketingTriggerDot {
  readonly marketingAppId: string;
  readonly triggerMode: "ACTIVE" | "PASSIVE";
  readonly marketingAppPrimaryType: number;
  /** Only when PASSIVE. */
  readonly callToActionId?: string;
}

/**
 * The §7 marketing calls of a room. Used by MarketingTools when the room opens (list), when the
 * viewer opens a tool (detail, tracking), sends its form (submit, and the SMS code first where a
 * phone is verified) and saves a download (the file is fetched with the viewer's token and handed
 * to the browser to save). Rejects with the domain's `ApiFailure`; the adapter leaves out list
 * items and entries it cannot read.
 */
export interface MarketingApi {
  list(eventId: string, roomId: string): Promise<readonly MarketingToolItem[]>;
  detail(eventId: string, roomId: string, appId: string): Promise<MarketingToolDetail>;
  submit(eventId: string, roomId: string, appId: string, submission: MarketingSubmission): Promise<void>;
  /** Texts a code to `phone` for the tool's verified phone question. */
  sendCode(eventId: string, roomId: string, appId: string, phone: string): Promise<void>;
  trigger(eventId: string, roomId: string, dot: MarketingTriggerDot): Promise<void>;
  /** Fetches the file and lets the browser save it as `fileName`. */
  download(eventId: string, roomId: string, appId: string, fileId: string, fileName: string): Promise<void>;
}

/**
 * Where the page runs and how it opens an address: the §2 customer-service rule opens a URL in
 * this window on mobile and in a new window (no handle on this page) on desktop.
 */
export interface UrlOpener {
  readonly mobile: boolean;
  open(url: string, target: "same" | "new"): void;
}
