import type { CallToActionApi } from "../call-to-action/ports";
import type { CallToAction } from "../call-to-action/services";

export interface CallToActionListCall {
  readonly eventId: string;
  readonly roomId: string;
}

/**
 * A CallToActionApi answering `items` (none by default) and recording its calls; `answer`
 * replaces the answer (an Error rejects; a function may hold it back with a promise).
 */
export class FakeCallToActionApi implements CallToActionApi {
  readonly calls: CallToActionListCall[] = [];
  items: readonly CallToAction[] = [];
  answer: ((call: CallToActionListCall) => readonly CallToAction[] | Error | Promise<readonly CallToAction[] | Error>) | null = null;

  async list(eventId: string, roomId: string): Promise<readonly CallToAction[]> {
    const call = { eventId, roomId };
    this.calls.push(call);
    const answer = this.answer ? await this.answer(call) : this.items;
    if (answer instanceof Error) throw answer;
    return answer;
  }
}
