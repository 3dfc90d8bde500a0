// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { CaptchaStatus } from "./CaptchaStatus";

afterEach(cleanup);

describe("CaptchaStatus", () => {
  it.each([
    ["solving", "Verifying you are human…"],
    ["solved", "✓Verified"],
    ["error", "We couldn't verify you are human."],
    ["idle", ""],
  ] as const)("%s reads %j in a polite live region", (status, text) => {
    renderWithServices(<CaptchaStatus state={{ status }} />, {}, "en");
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe(text);
  });

  it("offers Retry only when it failed, calling onRetry", () => {
    let retries = 0;
    const onRetry = () => {
      retries++;
    };
    renderWithServices(<CaptchaStatus state={{ status: "solving" }} onRetry={onRetry} />, {}, "en");
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    renderWithServices(<CaptchaStatus state={{ status: "error" }} onRetry={onRetry} />, {}, "en");
    act(() => {
      screen.getByRole("button", { name: "Retry" }).click();
    });
    expect(retries).toBe(1);
  });
});
