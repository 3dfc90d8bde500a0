import { describe, expect, it } from "vitest";
import { NavigatorClipboard } from "./navigator-clipboard";

describe("NavigatorClipboard", () => {
  it("writes through the Clipboard API", async () => {
    const written: string[] = [];
    await new NavigatorClipboard({ writeText: (text) => Promise.resolve(void written.push(text)) }).writeText("https://x/event/1/");
    expect(written).toEqual(["https://x/event/1/"]);
  });

  it.each<[string, ConstructorParameters<typeof NavigatorClipboard>[0]]>([
    ["no Clipboard API", undefined],
    ["a refusal", { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }],
    [
      "a throw",
      {
        writeText: () => {
          throw new Error("sync");
        },
      },
    ],
  ])("rejects on %s", async (_case, clipboard) => {
    await expect(new NavigatorClipboard(clipboard).writeText("x")).rejects.toBeDefined();
  });
});
