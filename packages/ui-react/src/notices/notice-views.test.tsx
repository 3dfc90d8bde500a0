// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { DEMO_LANDING_EVENT, demoNoticeStates } from "./demo-notice-states";
import NoticeDialog from "./NoticeDialog";
import { NoticePanel } from "./NoticePanel";

afterEach(cleanup);

const handlers = () => ({ event: DEMO_LANDING_EVENT, onOpenChange: vi.fn(), onRequestCode: vi.fn(), onSubscribe: vi.fn() });

describe("NoticePanel", () => {
  it("loads its dialog when it first opens", async () => {
    renderWithServices(<NoticePanel state={demoNoticeStates["Open"]!} needsCode={() => false} {...handlers()} />, {}, "en");
    expect(await screen.findByRole("form", { name: "By text message" })).toBeTruthy();
  });

  it("opens from 'Remind me' and offers the config's channels", () => {
    const on = handlers();
    renderWithServices(<NoticePanel state={demoNoticeStates["Closed"]!} needsCode={() => false} {...on} dialog={NoticeDialog} />, {}, "en");
    fireEvent.click(screen.getByRole("button", { name: "Remind me" }));
    expect(on.onOpenChange).toHaveBeenCalledWith(true);
    cleanup();
    renderWithServices(<NoticePanel state={demoNoticeStates["Open"]!} needsCode={() => false} {...on} dialog={NoticeDialog} />, {}, "en");
    expect(screen.getByRole("form", { name: "By text message" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "By e-mail" })).toBeTruthy();
  });

  it("checks the contact before sending and announces the mistake with the field", () => {
    const on = handlers();
    renderWithServices(<NoticePanel state={demoNoticeStates["Open"]!} needsCode={() => false} {...on} dialog={NoticeDialog} />, {}, "en");
    const mobile = screen.getByLabelText(/Mobile number/);
    fireEvent.change(mobile, { target: { value: "call me" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Subscribe" })[0]!);
    expect(on.onSubscribe).not.toHaveBeenCalled();
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a mobile number of 5 to 20 digits")).toBeTruthy();
    fireEvent.change(mobile, { target: { value: "13800001111" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Subscribe" })[0]!);
    expect(on.onSubscribe).toHaveBeenCalledWith("sms", "13800001111", undefined);
  });

  it("asks for a code first where the check flag says so, then subscribes with it", () => {
    const on = handlers();
    renderWithServices(
      <NoticePanel state={demoNoticeStates["Code sent"]!} needsCode={() => true} {...on} dialog={NoticeDialog} />,
      {},
      "en",
    );
    const email = screen.getByRole("form", { name: "By e-mail" });
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: "dana@example.com" } });
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: "123456" } });
    fireEvent.submit(email);
    expect(on.onSubscribe).toHaveBeenCalledWith("email", "dana@example.com", "123456");
  });

  it("says a wrong code aloud, and what the viewer subscribed (masked)", () => {
    renderWithServices(
      <NoticePanel state={demoNoticeStates["Wrong code"]!} needsCode={() => true} {...handlers()} dialog={NoticeDialog} />,
      {},
      "en",
    );
    expect(screen.getByRole("alert").textContent).toBe("Wrong or expired code");
    cleanup();
    renderWithServices(
      <NoticePanel state={demoNoticeStates["Subscribed"]!} needsCode={() => true} {...handlers()} dialog={NoticeDialog} />,
      {},
      "zh-Hans",
    );
    expect(screen.getByText("短信：138****1111")).toBeTruthy();
    expect(screen.getByText("邮件：d***@example.com")).toBeTruthy();
  });

  it("lets a visitor without a session subscribe (its pass loads on demand), and says the WeChat side is a stand-in", () => {
    renderWithServices(
      <NoticePanel state={demoNoticeStates["A visitor (not entered)"]!} needsCode={() => true} {...handlers()} dialog={NoticeDialog} />,
      {},
      "en",
    );
    expect(screen.queryByText("Enter the event first, then come back to subscribe")).toBeNull();
    expect(screen.getByText("Get a reminder", { selector: ".lh-state__text" })).toBeTruthy();
    cleanup();
    renderWithServices(
      <NoticePanel
        state={demoNoticeStates["WeChat (development stand-in)"]!}
        needsCode={() => false}
        {...handlers()}
        dialog={NoticeDialog}
      />,
      {},
      "en",
    );
    expect(screen.getByText("WeChat reminders come from a development stand-in: nothing is really sent")).toBeTruthy();
  });
});
