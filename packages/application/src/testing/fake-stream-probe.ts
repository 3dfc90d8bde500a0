import type { DetectorResponse } from "@livehall/domain";
import type { StreamProbe } from "../play-flow/ports";

/** One probe as the fake saw it. */
export interface ProbeCall {
  readonly url: string;
  readonly timeoutMs: number;
}

/**
 * What a probe answers: a response, or a function of the url and the 0-based call number
 * returning one (or a promise — never settling to model a hung request).
 */
export type ProbeAnswer = DetectorResponse | ((url: string, call: number) => DetectorResponse | Promise<DetectorResponse>);

/** Answers of a live stream with data, of a stream not there yet, and of an expired signed address. */
export const PROBE_ANSWERS = {
  data: { elapsedMs: 20, status: 200, bytes: 1024 },
  notFound: { elapsedMs: 20, status: 404, bytes: 0 },
  forbidden: { elapsedMs: 20, status: 403, bytes: 0 },
} as const satisfies Record<string, DetectorResponse>;

/** A StreamProbe answering from `answer` (the stream is there by default) and recording its calls. */
export class FakeStreamProbe implements StreamProbe {
  readonly calls: ProbeCall[] = [];

  constructor(public answer: ProbeAnswer = PROBE_ANSWERS.data) {}

  probe(url: string, timeoutMs: number): Promise<DetectorResponse> {
    const call = this.calls.length;
    this.calls.push({ url, timeoutMs });
    const answer = this.answer;
    return Promise.resolve(typeof answer === "function" ? answer(url, call) : answer);
  }
}
