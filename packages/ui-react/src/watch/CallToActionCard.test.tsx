// @vitest-environment happy-dom
import type { CallToAction } from "@livehall/application";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { CallToActionCard } from "./CallToActionCard";

afterEach(cleanup);

const tool = (change: Partial<CallToAction>): CallToAction => ({
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "领取资料",
  buttonText: "立即领取",
  jumpUrlType: 2,
  jumpUrl: "https://example.com/materials",
  endsAt: null,
  ...change,
});

describe("CallToActionCard", () => {
  it("shows nothing without tools", () => {
    const { container } = renderWithServices(<CallToActionCard items={[]} />);
    expect(container.textContent).toBe("");
  });

  it("opens a link tool in a new window without a handle on the page", () => {
    renderWithServices(<CallToActionCard items={[tool({})]} />, {}, "en");
    expect(screen.getByRole("region", { name: "Take part" }).textContent).toContain("领取资料");
    const link = screen.getByRole("link", { name: "立即领取 (opens in a new window)" });
    expect(link.getAttribute("href")).toBe("https://example.com/materials");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows a QR tool's address as a QR code when its button is pressed", async () => {
    renderWithServices(
      <CallToActionCard
        items={[tool({ jumpUrlType: 1, title: "加群", buttonText: "显示二维码", jumpUrl: "https://example.com/group" })]}
      />,
      {},
      "en",
    );
    const button = screen.getByRole("button", { name: "显示二维码" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("img")).toBeNull();
    act(() => {
      button.click();
    });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const qr = await screen.findByRole("img", { name: "QR code: 加群" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
    expect(screen.getByText("Scan with your phone")).toBeTruthy();
    act(() => {
      button.click();
    });
    expect(screen.queryByRole("img")).toBeNull();
  });

  it.each([
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "/somewhere"],
    ["an address with a quote", 'https://example.com/"onmouseover=x'],
  ])("offers no action for %s", (_name, jumpUrl) => {
    renderWithServices(<CallToActionCard items={[tool({ jumpUrl }), tool({ callToActionId: "cta-2", jumpUrlType: 1, jumpUrl })]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByText("领取资料")).toHaveLength(2);
  });

  it("lists every tool in the server's order", () => {
    renderWithServices(<CallToActionCard items={[tool({ title: "一" }), tool({ callToActionId: "cta-2", title: "二" })]} />);
    expect([...document.querySelectorAll(".lh-cta__title")].map((title) => title.textContent)).toEqual(["一", "二"]);
  });

  it("a call-to-action naming a marketing tool opens it through onOpenTool (PASSIVE), not its link", () => {
    const opened: CallToAction[] = [];
    const item = tool({ jumpUrl: "", marketingAppId: "mkt-form", buttonText: "预约" });
    renderWithServices(<CallToActionCard items={[item]} onOpenTool={(cta) => opened.push(cta)} />, {}, "en");
    expect(screen.queryByRole("link")).toBeNull();
    act(() => {
      screen.getByRole("button", { name: "预约" }).click();
    });
    expect(opened).toEqual([item]);
  });
});
