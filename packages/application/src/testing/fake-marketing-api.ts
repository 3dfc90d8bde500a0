import type { MarketingApi, MarketingSubmission, MarketingTriggerDot, UrlOpener } from "../tools/marketing/ports";
import type { MarketingToolDetail, MarketingToolItem } from "../tools/marketing/models";

/**
 * An in-memory MarketingApi: `tools` are listed, `details` answered by id (an unknown id rejects),
 * submits, dots, codes and downloads recorded. For tests and Storybook.
 */
export class FakeMarketingApi implements MarketingApi {
  tools: readonly MarketingToolItem[] = [];
  details: Record<string, MarketingToolDetail> = {};
  /** Set: submits reject with it. */
  submitError: Error | null = null;
  readonly listCalls: { eventId: string; roomId: string }[] = [];
  readonly submits: { appId: string; submission: MarketingSubmission }[] = [];
  readonly dots: MarketingTriggerDot[] = [];
  readonly codes: string[] = [];
  readonly downloads: string[] = [];

  list(eventId: string, roomId: string): Promise<readonly MarketingToolItem[]> {
    this.listCalls.push({ eventId, roomId });
    return Promise.resolve(this.tools);
  }

  detail(_eventId: string, _roomId: string, appId: string): Promise<MarketingToolDetail> {
    const detail = this.details[appId];
    return detail ? Promise.resolve(detail) : Promise.reject(new Error(`no tool ${appId}`));
  }

  submit(_eventId: string, _roomId: string, appId: string, submission: MarketingSubmission): Promise<void> {
    this.submits.push({ appId, submission });
    return this.submitError === null
      ? Promise.resolve()
      : Promise.reject(this.submitError instanceof Error ? this.submitError : new Error(String(this.submitError)));
  }

  sendCode(_eventId: string, _roomId: string, _appId: string, phone: string): Promise<void> {
    this.codes.push(phone);
    return Promise.resolve();
  }

  trigger(_eventId: string, _roomId: string, dot: MarketingTriggerDot): Promise<void> {
    this.dots.push(dot);
    return Promise.resolve();
  }

  download(_eventId: string, _roomId: string, _appId: string, fileId: string): Promise<void> {
    this.downloads.push(fileId);
    return Promise.resolve();
  }
}

/** A UrlOpener that records what it was asked to open. */
export class RecordingUrlOpener implements UrlOpener {
  readonly opened: { url: string; target: "same" | "new" }[] = [];
  constructor(readonly mobile = false) {}

  open(url: string, target: "same" | "new"): void {
    this.opened.push({ url, target });
  }
}
