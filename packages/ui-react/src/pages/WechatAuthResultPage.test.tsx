// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { WechatAuthResultPage } from "./WechatAuthResultPage";

afterEach(cleanup);

const page = <WechatAuthResultPage />;

describe("WechatAuthResultPage", () => {
  it.each([
    ["/mobile/wechatAuthResult?code=c-1&state=s-1", { code: "c-1", state: "s-1" }],
    ["/mobile/wechatAuthResult?state=s-1", { code: null, state: "s-1" }],
  ] as const)("completes the login once with the query of %s", (at, query) => {
    const { services } = renderWithServices(page, { at });
    expect(services.wechatMobileLogin.completes).toEqual([query]);
  });

  it("is busy while authorizing", () => {
    renderWithServices(page, { wechatMobile: { status: "authorizing", boundElsewhere: false, messageKey: null } }, "en");
    expect(screen.getByRole("status").textContent).toContain("Completing the WeChat login…");
    expect(document.title).toBe("WeChat login · Livehall");
  });

  it("says '参数不能为空' when code or state is missing", () => {
    renderWithServices(page, { wechatMobile: { status: "error", boundElsewhere: false, messageKey: "error.paramsRequired" } });
    expect(screen.getByRole("alert").textContent).toBe("参数不能为空");
  });

  it("shows the server's message for other results", () => {
    renderWithServices(page, { wechatMobile: { status: "error", boundElsewhere: false, messageKey: null, messageText: "授权已过期" } });
    expect(screen.getByRole("alert").textContent).toBe("授权已过期");
  });

  it("warns in a modal when the WeChat account is bound elsewhere", () => {
    renderWithServices(page, { wechatMobile: { status: "error", boundElsewhere: true, messageKey: null } }, "en");
    const dialog = screen.getByRole("alertdialog", { name: "Account already bound" });
    expect(dialog.textContent).toContain("This WeChat account is already bound to another account");
    act(() => {
      screen.getByRole("button", { name: "OK" }).click();
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "Account already bound" })).toBeTruthy();
  });

  it("tells a snapshot user to open the full page", () => {
    const { services } = renderWithServices(page, {}, "en");
    act(() => {
      services.wechatMobileLogin.snapshots.next();
    });
    expect(screen.getByText("You are viewing a WeChat preview. Open the full page to log in.")).toBeTruthy();
  });
});
