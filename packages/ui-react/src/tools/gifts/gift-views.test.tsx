// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { demoGiftSent, demoGiftStates, demoRankingStates } from "../room-extras/demo-tool-states";
import { GiftEffectLayer } from "./GiftEffectLayer";
import { GiftPanel } from "./GiftPanel";
import { RankingPanel } from "./RankingPanel";

afterEach(cleanup);

describe("GiftPanel", () => {
  it("says plainly that the development provider takes no money, and sends the pressed gift", () => {
    const onSend = vi.fn();
    renderWithServices(<GiftPanel state={demoGiftStates["Development payment"]!} onSend={onSend} />, {}, "en");
    expect(screen.getByText("Development payment: no money is taken")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send Rocket" }));
    expect(onSend).toHaveBeenCalledWith("rocket");
    expect(screen.getByText("¥88.00")).toBeTruthy();
  });

  it.each([
    ["zh-Hans", "开发环境支付：不会扣款"],
    ["zh-Hant", "開發環境支付：不會扣款"],
    ["ar", "دفع تجريبي للتطوير: لا يُخصم أي مال"],
  ] as const)("says so in %s too", (locale, text) => {
    renderWithServices(<GiftPanel state={demoGiftStates["Development payment"]!} onSend={() => undefined} />, {}, locale);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("disables sending without a payment provider and while a send is under way", () => {
    renderWithServices(<GiftPanel state={demoGiftStates["Payment unavailable"]!} onSend={() => undefined} />, {}, "en");
    expect(screen.getByText("Payment is not available: gifts cannot be sent")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send Flower" }).disabled).toBe(true);
    cleanup();
    renderWithServices(<GiftPanel state={demoGiftStates["Sending"]!} onSend={() => undefined} />, {}, "en");
    // While a send is under way every gift's button says so, and is named by what it says.
    const sending = screen.getAllByRole<HTMLButtonElement>("button", { name: "Sending…" });
    expect(sending.length).toBeGreaterThan(0);
    expect(sending.every((button) => button.disabled)).toBe(true);
  });

  it("says why a send failed", () => {
    renderWithServices(<GiftPanel state={demoGiftStates["Send failed"]!} onSend={() => undefined} />, {}, "en");
    expect(screen.getByRole("alert").textContent).toBe("The gift was not sent, please try again");
  });
});

describe("GiftEffectLayer", () => {
  it.each([
    [false, "full"],
    [true, "reduced"],
  ])("shows who sent what (reduced motion %s → %s) in a polite live region", (reducedMotion, motion) => {
    const { container } = renderWithServices(
      <GiftEffectLayer effects={[demoGiftSent(2, "rain")]} reducedMotion={reducedMotion} />,
      {},
      "en",
    );
    const layer = container.querySelector(".lh-gift-effects");
    expect(layer?.getAttribute("data-motion")).toBe(motion);
    expect(layer?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("log", { name: "Gifts in the room" })).toBe(layer);
    // The viewer's name is isolated (FSI…PDI): it cannot reorder the sentence around it.
    expect(layer?.textContent).toContain("\u2068Ada\u2069 sent Rocket ×2");
  });
});

describe("RankingPanel", () => {
  it("lists gifts and invitations with shared ranks", () => {
    renderWithServices(<RankingPanel state={demoRankingStates["With invitations"]!} />, {}, "en");
    expect(screen.getByRole("region", { name: "By gifts" }).textContent).toContain("¥176.00");
    expect(screen.getAllByText("No. 2")).toHaveLength(3);
    expect(screen.getByRole("region", { name: "By invitations" }).textContent).toContain("3 invitations");
  });

  it("shows no invitation list when sharing is off", () => {
    renderWithServices(<RankingPanel state={demoRankingStates["By gifts"]!} />, {}, "en");
    expect(screen.queryByRole("region", { name: "By invitations" })).toBeNull();
  });
});
