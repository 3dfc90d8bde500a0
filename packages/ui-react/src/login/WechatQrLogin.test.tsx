// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { WechatQrLogin } from "./WechatQrLogin";

const loginUrl = "http://127.0.0.1:8080/dev/wechat/scan?requestId=r-1";

afterEach(cleanup);

describe("WechatQrLogin", () => {
  it("starts polling when shown and stops when it goes away", () => {
    const { services, unmount } = renderWithServices(<WechatQrLogin eventNumber="10001" />, {}, "en");
    expect(services.wechatPcLogin.starts).toEqual(["10001"]);
    unmount();
    expect(services.wechatPcLogin.stops).toBe(1);
  });

  it("shows the login url as a QR code and as a link that opens it on this device", () => {
    renderWithServices(<WechatQrLogin eventNumber="10001" />, { wechatPc: { status: "waiting", loginUrl, messageKey: null } }, "en");
    const qr = screen.getByRole("img", { name: "QR code for WeChat login" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    const link = screen.getByRole("link", { name: "Open on this device" });
    expect(link.getAttribute("href")).toBe(loginUrl);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("never links a javascript: address", () => {
    renderWithServices(
      <WechatQrLogin eventNumber="10001" />,
      { wechatPc: { status: "waiting", loginUrl: "javascript:alert(1)", messageKey: null } },
      "en",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("offers a fresh QR code once it expired", () => {
    const { services } = renderWithServices(
      <WechatQrLogin eventNumber="10001" />,
      { wechatPc: { status: "expired", loginUrl, messageKey: null } },
      "en",
    );
    expect(screen.getByText("The QR code has expired")).toBeTruthy();
    act(() => {
      screen.getByRole("button", { name: "Refresh QR code" }).click();
    });
    expect(services.wechatPcLogin.starts).toEqual(["10001", "10001"]);
  });

  it("shows the server's message on failure", () => {
    renderWithServices(
      <WechatQrLogin eventNumber="10001" />,
      { wechatPc: { status: "error", loginUrl: null, messageKey: null, messageText: "微信服务繁忙" } },
      "en",
    );
    expect(screen.getByRole("alert").textContent).toBe("微信服务繁忙");
  });
});
