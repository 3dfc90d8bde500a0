/** An exam's window as the clock sees it. */
export interface ExamWindow {
  /** Epoch ms. */
  readonly endTime: number;
  readonly ended: boolean;
}

/** Whole seconds left to answer at `now` (0 when the time is up or the organiser ended it). */
export function examSecondsLeft(exam: ExamWindow, now: number): number {
  if (exam.ended) return 0;
  return Math.max(0, Math.ceil((exam.endTime - now) / 1000));
}

/**
 * Whether a submission received at `now` is accepted: the exam was not ended and the time limit
 * plus `graceMs` (network latency, not a second chance) has not passed.
 */
export function isExamOpen(exam: ExamWindow, now: number, graceMs: number): boolean {
  return !exam.ended && now <= exam.endTime + graceMs;
}
