import { ApiError } from "../../http/api-error";
import { BODY_CODES } from "@livehall/wire";
import { ChatRateLimit } from "../../services/chat-rate-limit";

/**
 * A per-viewer budget of one tool action (sliding window, in this process), beside the per-IP /api
 * limit: `take(key)` throws HTTP 429 / 100105 when over.
 */
export class ViewerRateLimit {
  private readonly window: ChatRateLimit;

  constructor(
    now: () => number,
    private readonly count: number,
    private readonly windowMs: number,
    private readonly what: string,
  ) {
    this.window = new ChatRateLimit(now, count, windowMs);
  }

  take(key: string): void {
    if (!this.window.take(key))
      throw new ApiError(
        429,
        BODY_CODES.rateLimited,
        `Too many ${this.what}: at most ${this.count} per ${this.windowMs / 1000} s`,
        Math.ceil(this.windowMs / 1000),
      );
  }
}
