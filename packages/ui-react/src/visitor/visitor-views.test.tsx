// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_LANDING_EVENT } from "../notices/demo-notice-states";
import { VisitorNotice } from "../notices/VisitorNotice";
import { renderWithServices } from "../testing/render-page";
import VisitorTicketDialog from "../tickets/VisitorTicketDialog";
import { DemoVisitorPass, demoVisitorStates } from "./demo-visitor-pass";

afterEach(cleanup);

const free = { ticketId: "free-pass", name: "Free pass", flag: 1, type: 0, priceCents: 0, stock: 1, saleStatus: 2 };
const notice = (pass: DemoVisitorPass) => (
  <VisitorNotice {...DEMO_LANDING_EVENT} configId="event-10001-notice" channels={["sms", "email", "wechat"]} pass={pass} />
);

describe("VisitorNotice (a visitor subscribes before entering)", () => {
  it("offers SMS and e-mail (not WeChat) and sends a code for the number typed", () => {
    const pass = new DemoVisitorPass();
    renderWithServices(notice(pass), {}, "en");
    expect(screen.getByText("No need to enter first: prove your number or address with a code.")).toBeTruthy();
    expect(screen.getAllByRole("form").map((form) => form.getAttribute("data-channel"))).toEqual(["sms", "email"]);
    const sms = screen.getByRole("form", { name: "By text message" });
    fireEvent.change(within(sms).getByLabelText(/Mobile number/), { target: { value: "13800001111" } });
    fireEvent.click(within(sms).getByRole("button", { name: "Send code" }));
    expect(pass.calls).toEqual(["code event-10001 sms 13800001111"]);
  });

  it("subscribes with the code and the ticked agreements once the code was sent", () => {
    const pass = new DemoVisitorPass(demoVisitorStates["Code sent by text"]);
    renderWithServices(notice(pass), {}, "en");
    const sms = screen.getByRole("form", { name: "By text message" });
    fireEvent.change(within(sms).getByLabelText(/Mobile number/), { target: { value: "13800001111" } });
    fireEvent.change(within(sms).getByLabelText(/Verification code/), { target: { value: "123456" } });
    fireEvent.click(within(sms).getByRole("checkbox"));
    fireEvent.click(within(sms).getByRole("button", { name: "Subscribe" }));
    expect(pass.calls).toEqual(["subscribe event-10001-notice sms 13800001111 123456 true"]);
  });

  it("says what the visitor is reminded by, masked; and a refusal as an alert", () => {
    renderWithServices(notice(new DemoVisitorPass(demoVisitorStates["Subscribed"])), {}, "en");
    expect(screen.getByRole("status").textContent).toContain("Text message: 138****1111");
    cleanup();
    renderWithServices(notice(new DemoVisitorPass(demoVisitorStates["Agreements not ticked"])), {}, "en");
    expect(screen.getByRole("alert").textContent).toBe("Please read and agree to the agreements first");
  });
});

describe("VisitorTicketDialog (a visitor takes a free ticket before entering)", () => {
  it("takes the ticket with the code and the agreements, then says where it is kept", () => {
    const pass = new DemoVisitorPass(demoVisitorStates["Code sent by text"]);
    renderWithServices(<VisitorTicketDialog event={DEMO_LANDING_EVENT} ticket={free} onClose={() => undefined} pass={pass} />, {}, "en");
    const sms = screen.getByRole("form", { name: "Mobile number" });
    fireEvent.change(within(sms).getByLabelText(/Mobile number/), { target: { value: "13800001111" } });
    fireEvent.change(within(sms).getByLabelText(/Verification code/), { target: { value: "654321" } });
    fireEvent.click(within(sms).getByRole("checkbox"));
    fireEvent.click(within(sms).getByRole("button", { name: "Get free ticket" }));
    expect(pass.calls).toEqual(["take event-10001 free-pass sms 13800001111 654321 true"]);
    cleanup();
    renderWithServices(
      <VisitorTicketDialog
        event={DEMO_LANDING_EVENT}
        ticket={free}
        onClose={() => undefined}
        pass={new DemoVisitorPass(demoVisitorStates["Ticket taken"])}
      />,
      {},
      "en",
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Your ticket: Free pass");
    expect(status.textContent).toContain("Enter with the same number or address to see it");
  });
});
