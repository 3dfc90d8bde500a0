// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_LANDING_EVENT, demoTicketStates } from "../notices/demo-notice-states";
import { renderWithServices } from "../testing/render-page";
import { TicketsPanel } from "./TicketsPanel";

afterEach(cleanup);

const card = (id: string): HTMLElement => document.querySelector<HTMLElement>(`[data-ticket-id="${id}"]`)!;

describe("TicketsPanel", () => {
  it("says plainly that the development provider takes no money; gets and buys by the pressed card", () => {
    const onTake = vi.fn();
    renderWithServices(
      <TicketsPanel event={DEMO_LANDING_EVENT} state={demoTicketStates["On sale (development payment)"]!} onTake={onTake} />,
      {},
      "en",
    );
    expect(screen.getByText("Development payment: no money is taken")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Get free ticket: Free pass" }));
    fireEvent.click(screen.getByRole("button", { name: "Buy VIP pass, ¥99.00" }));
    expect(onTake.mock.calls).toEqual([["free-pass"], ["vip-pass"]]);
  });

  it("says every sale and stock state in words, with no button", () => {
    renderWithServices(
      <TicketsPanel
        event={DEMO_LANDING_EVENT}
        state={demoTicketStates["Closed, not started, ended, sold out"]!}
        onTake={() => undefined}
      />,
      {},
      "en",
    );
    expect(within(card("closed")).getByText("Closed")).toBeTruthy();
    expect(within(card("later")).getByText("Sale not started")).toBeTruthy();
    expect(within(card("over")).getByText("Sale ended")).toBeTruthy();
    expect(within(card("gone")).getByText("Sold out")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe("Sold out");
  });

  it.each([
    ["Free ticket held", "Confirmed", "No review needed"],
    ["Charged ticket under review", "Confirmed", "Under review"],
    ["Payment pending", "Payment pending", "No review needed"],
    ["Payment processing", "Payment processing", "No review needed"],
    ["Payment failed", "Payment failed", "No review needed"],
    ["Approved", "Confirmed", "Approved"],
    ["Refused", "Confirmed", "Not approved"],
  ])("shows the viewer's own ticket (%s) with its pay and review state", (name, pay, verify) => {
    renderWithServices(<TicketsPanel event={DEMO_LANDING_EVENT} state={demoTicketStates[name]!} onTake={() => undefined} />, {}, "en");
    const status = screen.getByRole("status");
    expect(within(status).getByText(pay)).toBeTruthy();
    expect(within(status).getByText(verify)).toBeTruthy();
  });

  it("offers buying again after a failed payment, and nothing while holding a ticket", () => {
    renderWithServices(
      <TicketsPanel event={DEMO_LANDING_EVENT} state={demoTicketStates["Payment failed"]!} onTake={() => undefined} />,
      {},
      "en",
    );
    expect(screen.getByRole("button", { name: "Buy VIP pass, ¥99.00" })).toBeTruthy();
    cleanup();
    renderWithServices(
      <TicketsPanel event={DEMO_LANDING_EVENT} state={demoTicketStates["Free ticket held"]!} onTake={() => undefined} />,
      {},
      "en",
    );
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it.each([
    ["zh-Hans", "开发环境支付：不会扣款"],
    ["zh-Hant", "開發環境付款：不會扣款"],
    ["ar", "دفع تجريبي: لا تُؤخذ أي أموال"],
  ] as const)("says the development payment in %s too", (locale, text) => {
    renderWithServices(
      <TicketsPanel event={DEMO_LANDING_EVENT} state={demoTicketStates["On sale (development payment)"]!} onTake={() => undefined} />,
      {},
      locale,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});
