import { describe, expect, it } from "vitest";
import { RecordingNotifier } from "../testing/recording-notifier";
import { CopyText } from "./copy-text";

describe("CopyText", () => {
  it("writes the text to the clipboard and shows the §9 'copied' message", async () => {
    const written: string[] = [];
    const notifier = new RecordingNotifier();
    const copyText = new CopyText({ writeText: (text) => Promise.resolve(void written.push(text)) }, notifier);

    expect(await copyText.copy("https://example.test/live.m3u8")).toBe(true);
    expect(written).toEqual(["https://example.test/live.m3u8"]);
    expect(notifier.notices).toEqual([{ level: "success", key: "success.copied" }]);
  });

  it("says the browser does not allow copying when the clipboard refuses, without rejecting", async () => {
    const notifier = new RecordingNotifier();
    const copyText = new CopyText({ writeText: () => Promise.reject(new Error("NotAllowedError")) }, notifier);

    expect(await copyText.copy("https://example.test/live.m3u8")).toBe(false);
    expect(notifier.notices).toEqual([{ level: "error", key: "error.copyRefused" }]);
  });
});
