// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signupStates } from "../testing/demo-questionnaire";
import { renderWithServices } from "../testing/render-page";
import { SignupPage } from "./SignupPage";

afterEach(cleanup);

const AT = "/event/10003/signup/form-10003?roomNumber=20001&roomMode=1";

function renderSignup(state = signupStates.ready()) {
  return renderWithServices(<SignupPage eventNumber="10003" formId="form-10003" />, { signup: state, at: AT }, "en");
}

/** The control labelled `label` (the label's required mark " *" aside). */
function field(label: string): HTMLElement {
  return screen.getByLabelText((content) => content.replace(/\s*\*$/, "") === label);
}

function type(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

function group(role: "group" | "radiogroup", legend: string): HTMLElement {
  return screen.getByRole(role, { name: (name) => name.startsWith(legend) });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.submit(screen.getByRole("form"));
    await Promise.resolve();
  });
}

describe("SignupPage", () => {
  it("loads the questionnaire of the route and is busy meanwhile", () => {
    const { services } = renderSignup(signupStates.loading());
    expect(services.signup.loads).toEqual([{ eventNumber: "10003", questionnaireId: "form-10003" }]);
    expect(screen.getByRole("status").textContent).toBe("Loading the sign-up form…");
    expect(document.title).toBe("Sign up · Livehall");
  });

  it("shows a failed load with a retry", () => {
    const { services } = renderSignup(signupStates.loadFailed());
    expect(screen.getByRole("alert").textContent).toBe("Network timeout, please try again later");
    act(() => {
      screen.getByRole("button", { name: "Retry" }).click();
    });
    expect(services.signup.loads).toHaveLength(2);
  });

  it("renders every question type in order with the control its type needs", () => {
    renderSignup();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Livehall 演示报名");
    expect([field("姓名").getAttribute("type"), field("姓名").getAttribute("autocomplete")]).toEqual(["text", "name"]);
    expect(field("姓名").getAttribute("aria-required")).toBe("true");
    expect(field("邮箱").getAttribute("type")).toBe("email");
    expect(field("公司").getAttribute("type")).toBe("text");
    expect(field("想了解的内容").tagName).toBe("TEXTAREA");
    expect(field("手机号").getAttribute("type")).toBe("tel");
    expect(field("Verification code for 手机号").getAttribute("autocomplete")).toBe("one-time-code");
    expect(field("出生日期").getAttribute("type")).toBe("date");
    expect(
      within(group("radiogroup", "参会方式"))
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["线上", "线下"]);
    expect(within(group("group", "感兴趣的主题")).getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByText("Choose up to 2 options")).toBeTruthy();
    expect(within(group("group", "协议")).getAllByRole("checkbox")).toHaveLength(1);
    const address = group("group", "通讯地址");
    expect(within(address).getAllByRole("textbox")).toHaveLength(4);
    const order = [...document.querySelectorAll("label, legend")].map((element) => element.textContent.replace(/\s*\*.*$/, ""));
    expect(
      order.filter((text) =>
        ["姓名", "邮箱", "公司", "想了解的内容", "手机号", "出生日期", "参会方式", "感兴趣的主题", "协议", "通讯地址"].includes(text),
      ),
    ).toEqual(["姓名", "邮箱", "公司", "想了解的内容", "手机号", "出生日期", "参会方式", "感兴趣的主题", "协议", "通讯地址"]);
  });

  it("disables the other checkboxes once the option limit is reached", () => {
    renderSignup();
    const [first, second, third] = within(group("group", "感兴趣的主题")).getAllByRole("checkbox");
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect((third as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(second!);
    expect((third as HTMLInputElement).disabled).toBe(false);
  });

  it("builds each answer as the domain's AnswerInput of its kind and submits it with the room of the query", async () => {
    const { services } = renderSignup();
    type("姓名", "张三");
    type("邮箱", "zhang@example.com");
    type("公司", "Livehall");
    type("想了解的内容", "直播\n互动");
    type("手机号", "13800000000");
    type("Verification code for 手机号", "123456");
    type("出生日期", "1990-01-02");
    fireEvent.click(within(group("radiogroup", "参会方式")).getByLabelText("线下"));
    fireEvent.click(within(group("group", "感兴趣的主题")).getByLabelText("直播"));
    fireEvent.click(within(group("group", "感兴趣的主题")).getByLabelText("互动"));
    fireEvent.click(screen.getByLabelText("我已阅读并同意隐私政策"));
    type("Province or state", "广东省");
    type("City", "深圳市");
    type("District", "南山区");
    type("Street address", "科技园 1 号");
    await submit();
    expect(services.signup.submits).toEqual([
      {
        answers: {
          q1: { kind: "text", text: "张三" },
          q2: { kind: "text", text: "zhang@example.com" },
          q3: { kind: "text", text: "Livehall" },
          q4: { kind: "text", text: "直播\n互动" },
          q5: { kind: "text", text: "13800000000", verifyCode: "123456" },
          q6: { kind: "date", date: "1990-01-02" },
          q7: { kind: "choice", optionId: "q7-2" },
          q8: { kind: "choices", optionIds: ["q8-1", "q8-3"] },
          q9: { kind: "choices", optionIds: ["q9-1"] },
          q10: { kind: "address", parts: ["广东省", "深圳市", "南山区"], detail: "科技园 1 号" },
        },
        options: { roomNumber: "20001" },
      },
    ]);
  });

  it("submits unanswered questions as empty answers for the service to judge", async () => {
    const { services } = renderSignup();
    await submit();
    expect(services.signup.submits[0]?.answers).toMatchObject({
      q1: { kind: "text", text: "" },
      q5: { kind: "text", text: "", verifyCode: "" },
      q6: { kind: "date", date: "" },
      q7: { kind: "choice", optionId: null },
      q8: { kind: "choices", optionIds: [] },
      q10: { kind: "address", parts: ["", "", ""], detail: "" },
    });
  });

  it("shows the required error at its field, focuses the first invalid field and keeps what was typed", async () => {
    const { services } = renderSignup();
    services.signup.result = false;
    services.signup.nextState = { fieldErrors: { q1: "signup.error.required", q9: "signup.error.required" } };
    type("公司", "Livehall");
    await submit();
    const name = field("姓名");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This field is required");
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole("alert").textContent).toBe("Please correct the marked fields and submit again.");
    expect(within(group("group", "协议")).getByText("This field is required")).toBeTruthy();
    expect((field("公司") as HTMLInputElement).value).toBe("Livehall");
  });

  it("tells a missing code at the code field", () => {
    renderSignup({ ...signupStates.ready(), fieldErrors: { q5: "signup.error.code" } });
    expect(field("Verification code for 手机号").getAttribute("aria-invalid")).toBe("true");
    expect(field("手机号").hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByText("Enter the code you received")).toBeTruthy();
  });

  it("shows a failed submit's message and focuses it", async () => {
    const { services } = renderSignup();
    services.signup.result = false;
    services.signup.nextState = { status: "error", messageKey: "error.code.100109" };
    await submit();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("An answer is not valid. Please check and submit again.");
    expect(document.activeElement).toBe(alert);
  });

  it("sends a code to the phone answer of a verified question", async () => {
    const { services } = renderSignup();
    type("手机号", " 13800000000 ");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send code" }));
      await Promise.resolve();
    });
    expect(services.signup.sentCodes).toEqual([{ questionId: "q5", account: "13800000000" }]);
  });

  it("disables submit and shows progress while submitting", () => {
    renderSignup(signupStates.submitting());
    const button = screen.getByRole("button", { name: "Submitting…" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
