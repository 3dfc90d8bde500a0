// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../i18n/locales";
import { createFakeServices } from "../testing/fake-services";
import { PreviewProviders } from "../testing/PreviewProviders";
import { renderWithServices } from "../testing/render-page";
import { ErrorBoundary } from "./ErrorBoundary";

afterEach(cleanup);
// React reports each caught error on the console; the assertions below are about what the viewer sees.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => {
    vi.restoreAllMocks();
  };
});

function Broken(): never {
  throw new Error("render bug");
}

const Fine = () => <p>the page</p>;

describe("ErrorBoundary", () => {
  it("renders its children when nothing fails", () => {
    renderWithServices(
      <ErrorBoundary>
        <Fine />
      </ErrorBoundary>,
    );
    expect(screen.getByText("the page")).toBeTruthy();
  });

  it.each<[Locale, string, string, string]>([
    ["zh-Hans", "页面出错了", "页面无法显示，请重新加载。", "重新加载"],
    ["zh-Hant", "頁面出錯了", "頁面無法顯示，請重新載入。", "重新載入"],
    ["en", "Something went wrong", "This page could not be shown. Please reload it.", "Reload"],
    ["ar", "حدث خطأ ما", "تعذر عرض هذه الصفحة. يرجى إعادة تحميلها.", "إعادة التحميل"],
  ])("shows the error in %s with a Reload button, not a blank page, when a page throws", (locale, heading, message, reload) => {
    const onReload = vi.fn();
    const onError = vi.fn();
    renderWithServices(
      <ErrorBoundary onReload={onReload} onError={onError}>
        <Broken />
      </ErrorBoundary>,
      {},
      locale,
    );
    expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("shows the error when a lazy chunk fails to load", async () => {
    const Chunk = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    renderWithServices(
      <ErrorBoundary onReload={() => undefined}>
        <Suspense fallback={<p>loading</p>}>
          <Chunk />
        </Suspense>
      </ErrorBoundary>,
      {},
      "en",
    );
    expect(await screen.findByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("renders the children again once the reset key (the path) changes", () => {
    let fail = true;
    function MaybeBroken() {
      if (fail) throw new Error("render bug");
      return <Fine />;
    }
    const { container } = createFakeServices();
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <MaybeBroken />
      </ErrorBoundary>,
      {
        wrapper: ({ children }) => (
          <PreviewProviders container={container} locale="en" theme="light">
            {children}
          </PreviewProviders>
        ),
      },
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    fail = false;
    rerender(
      <ErrorBoundary resetKey="/a">
        <MaybeBroken />
      </ErrorBoundary>,
    );
    expect(screen.queryByText("the page")).toBeNull();
    rerender(
      <ErrorBoundary resetKey="/b">
        <MaybeBroken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("the page")).toBeTruthy();
  });
});
