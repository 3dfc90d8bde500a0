import type { Clipboard } from "../tools/share/ports";

/** A clipboard that keeps what was written, or refuses (`refuse`), like a browser without permission. */
export class FakeClipboard implements Clipboard {
  readonly written: string[] = [];
  refuse = false;

  writeText(text: string): Promise<void> {
    if (this.refuse) return Promise.reject(new Error("NotAllowedError"));
    this.written.push(text);
    return Promise.resolve();
  }
}
