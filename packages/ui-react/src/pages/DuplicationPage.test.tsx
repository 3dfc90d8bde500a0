// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { DuplicationPage } from "./DuplicationPage";

afterEach(cleanup);

describe("DuplicationPage", () => {
  it.each([
    ["device", "Watching on another device", "This account is now watching on another device, so watching here has stopped."],
    ["tab", "Open in another tab", "This event is open in another tab, so watching here has stopped."],
  ] as const)("explains the %s case", (kind, heading, message) => {
    renderWithServices(<DuplicationPage kind={kind} from="/event/10001/watch/20001" />, {}, "en");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.title).toBe("Already watching · Livehall");
  });

  // The fake navigator's site is https://live.example.com.
  it.each([
    ["a same-site path", "/event/10001/watch/20001?lang=en", "/event/10001/watch/20001?lang=en"],
    ["an absolute URL of this site", "https://live.example.com/event/10001/", "/event/10001/"],
    ["another site", "https://evil.example/event/10001/", null],
    ["a protocol-relative URL", "//evil.example/", null],
    ["a script URL", "javascript:alert(1)", null],
    ["no from at all", null, null],
  ])("offers 'Continue here' for %s only when it stays on this site", (_name, from, href) => {
    renderWithServices(<DuplicationPage kind="device" from={from} />, {}, "en");
    const link = screen.queryByRole("link", { name: "Continue here" });
    expect(link?.getAttribute("href") ?? null).toBe(href);
  });
});
