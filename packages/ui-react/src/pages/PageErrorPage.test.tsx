// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { PageErrorPage } from "./PageErrorPage";

afterEach(cleanup);

describe("PageErrorPage", () => {
  it("links back to the original page", () => {
    renderWithServices(<PageErrorPage originUrl="/event/10001/?lang=en" />, {}, "en");
    expect(screen.getByRole("link", { name: "Back to the previous page" }).getAttribute("href")).toBe("/event/10001/?lang=en");
  });

  it.each([["javascript:alert(1)"], ["https://evil.example/event/10001/"], ["//evil.example/"]])("offers no link for %s", (originUrl) => {
    renderWithServices(<PageErrorPage originUrl={originUrl} />);
    expect(screen.queryByRole("link", { name: "返回原页面" })).toBeNull();
  });
});
