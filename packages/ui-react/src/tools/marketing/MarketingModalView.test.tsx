// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithServices } from "../../testing/render-page";
import { DEMO_DETAILS, visibleModal } from "./demo-marketing";
import { MarketingModalView, type MarketingModalViewProps } from "./MarketingModalView";

function show(props: Partial<MarketingModalViewProps>) {
  const handlers = { onSubmit: vi.fn<MarketingModalViewProps["onSubmit"]>(), onSendCode: vi.fn(), onDownload: vi.fn(), onClose: vi.fn() };
  renderWithServices(
    <MarketingModalView modal={visibleModal(DEMO_DETAILS.form)} code="idle" codeSentAt={null} {...handlers} {...props} />,
    {},
    "en",
  );
  return handlers;
}

afterEach(cleanup);

describe("MarketingModalView", () => {
  it("renders every question type with a label and sends what the viewer entered", () => {
    const { onSubmit } = show({});
    expect(screen.getByRole("dialog", { name: "预约演示 · Book a demo" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/姓名 Name/), { target: { value: "Ada" } });
    expect(screen.getByLabelText(/需求 What do you need\?/).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("radiogroup", { name: /团队规模/ })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("11-100"));
    expect(screen.getAllByRole("checkbox").length).toBe(4);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const inputs = onSubmit.mock.calls[0]?.[0] ?? {};
    expect(inputs["name"]).toEqual({ kind: "text", text: "Ada" });
    expect(inputs["size"]).toEqual({ kind: "choice", optionId: "o2" });
  });

  it("shows one message per field", () => {
    show({ modal: visibleModal(DEMO_DETAILS.form, { errors: { name: "marketing.error.required", email: "marketing.error.email" } }) });
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(screen.getByText("Enter a valid e-mail address")).toBeTruthy();
  });

  it("disables the submit while loading", () => {
    show({ modal: visibleModal(DEMO_DETAILS.form, { loading: true }) });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Submitting…" }).disabled).toBe(true);
  });

  it("lists a download's files once submitted", () => {
    const { onDownload } = show({ modal: visibleModal({ ...DEMO_DETAILS.download, submitFlag: 1 }) });
    fireEvent.click(screen.getByRole("button", { name: "Download livehall-brochure.pdf" }));
    expect(onDownload).toHaveBeenCalledWith(DEMO_DETAILS.download.files[0]);
  });

  it("shows nothing while hidden or loading", () => {
    show({ modal: { phase: "loading", appId: "x", trigger: { mode: "ACTIVE" } } });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
