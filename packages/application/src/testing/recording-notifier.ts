import type { Notice, Notifier } from "../platform/ports";

/** A Notifier that keeps every notice it was given, in order. */
export class RecordingNotifier implements Notifier {
  readonly notices: Notice[] = [];

  notify(notice: Notice): void {
    this.notices.push(notice);
  }

  /** The message keys notified so far. */
  get keys(): string[] {
    return this.notices.map((notice) => notice.key);
  }
}
