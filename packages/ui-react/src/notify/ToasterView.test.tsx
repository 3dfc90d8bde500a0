// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n/I18nProvider";
import { Toaster, TOAST_AUTO_HIDE_MS } from "./Toaster";
import { ToasterView } from "./ToasterView";

function renderToaster(locale: "zh-Hans" | "en" = "zh-Hans") {
  const toaster = new Toaster();
  render(
    <I18nProvider locale={locale}>
      <ToasterView toaster={toaster} />
    </I18nProvider>,
  );
  return toaster;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it.each([
    ["zh-Hans", "error.invalidEvent", "无效的活动"],
    ["en", "error.invalidEvent", "Invalid event"],
    ["en", "success.ratingSubmitted", "Rating submitted"],
  ] as const)("in %s shows %s as %s", (locale, key, text) => {
    const toaster = renderToaster(locale);
    act(() => {
      toaster.notify({ level: "error", key });
    });
    expect(screen.getByRole("alert").textContent).toContain(text);
  });

  it("shows errors as alerts and other notices as status", () => {
    const toaster = renderToaster();
    act(() => {
      toaster.notify({ level: "error", key: "error.networkTimeout" });
      toaster.notify({ level: "success", key: "success.wechatAuthorized" });
    });
    expect(screen.getByRole("alert").textContent).toContain("网络超时，请稍后重试");
    expect(screen.getByRole("status").textContent).toContain("微信授权成功");
  });

  it("shows the server's text as is behind the default error key", () => {
    const toaster = renderToaster("en");
    act(() => {
      toaster.notify({ level: "error", key: "error.code.100016", text: "活动已满员" });
    });
    expect(screen.getByRole("alert").textContent).toContain("活动已满员");
  });

  it("prefers its own message over the server's text for a specific key", () => {
    const toaster = renderToaster();
    act(() => {
      toaster.notify({ level: "error", key: "error.invalidEvent", text: "event missing" });
    });
    expect(screen.getByRole("alert").textContent).toContain("无效的活动");
  });

  it("hides a toast after 3000 ms", () => {
    const toaster = renderToaster();
    act(() => {
      toaster.notify({ level: "info", key: "error.notFound" });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("can be dismissed by hand", () => {
    const toaster = renderToaster();
    act(() => {
      toaster.notify({ level: "warning", key: "error.noAccess" });
    });
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
