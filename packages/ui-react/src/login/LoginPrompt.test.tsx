// @vitest-environment happy-dom
import type { LoginPromptMode } from "@livehall/application";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoAgreements, demoViewers, readyCodeLogin, resolvedFor } from "../testing/demo-login-states";
import type { FakeStates } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import LoginPromptDialog from "./LoginPromptDialog";
import { LoginPrompt } from "./LoginPrompt";

const at = "/event/10001/watch/20001";
const open = (mode: LoginPromptMode) => ({ open: true, mode, eventNumber: "10001" });

function renderPrompt(states: FakeStates, options: { mobile?: boolean; locale?: "en" | "ar" | "zh-Hans" } = {}) {
  return renderWithServices(
    <LoginPrompt mobile={options.mobile ?? false} dialog={LoginPromptDialog} />,
    { at, ...states },
    options.locale ?? "en",
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function press(name: string) {
  act(() => {
    screen.getByRole("button", { name }).click();
  });
}

function submit() {
  act(() => {
    fireEvent.submit(screen.getByRole("button", { name: "Log in" }).closest("form")!);
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LoginPrompt", () => {
  it("shows nothing while closed", () => {
    renderPrompt({});
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["login", "Log in"],
    ["nickname", "Set your nickname"],
    ["whitelist", "White-list check"],
  ] as const)("in %s mode is a modal dialog titled %s", (mode, title) => {
    renderPrompt({ loginPrompt: open(mode), codeLogin: readyCodeLogin() });
    expect(screen.getByRole("dialog", { name: title }).getAttribute("aria-modal")).toBe("true");
  });

  it("closes the prompt on Esc", () => {
    const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() });
    act(() => {
      fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    });
    expect(services.loginPrompt.closes).toBe(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("loads the event's ways to log in and is busy meanwhile", () => {
    const { services } = renderPrompt({
      loginPrompt: open("login"),
      codeLogin: { ...readyCodeLogin(), status: "loading", identityTypes: [] },
    });
    expect(services.codeLogin.loads).toEqual(["10001"]);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });

  it("offers to retry when the ways to log in could not load", () => {
    const { services } = renderPrompt({
      loginPrompt: open("login"),
      codeLogin: { ...readyCodeLogin(), status: "error", identityTypes: [], messageKey: "error.networkTimeout" },
    });
    expect(screen.getByRole("alert").textContent).toBe("Network timeout, please try again later");
    press("Retry");
    expect(services.codeLogin.loads).toEqual(["10001", "10001"]);
  });

  describe("login mode", () => {
    it.each([
      [[2, 1, 3], true, false, ["Email", "Mobile", "WeChat"]],
      [[1, 2], true, false, ["Mobile", "Email", "WeChat"]],
      [[2, 1, 3], true, true, ["Email", "Mobile"]],
      [[2], false, false, ["Email"]],
    ] as const)("identity types %j (WeChat %s, mobile browser %s) give tabs %j", (identityTypes, wechatEnabled, mobile, tabs) => {
      renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin({ identityTypes, wechatEnabled }) }, { mobile });
      const names = screen.getAllByRole("tab").map((tab) => tab.textContent);
      expect(names).toEqual(tabs);
      expect(screen.getAllByRole("tab")[0]?.getAttribute("aria-selected")).toBe("true");
    });

    it("asks for the account in the shape of the chosen tab", () => {
      renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() });
      expect(screen.getByLabelText("Email address").getAttribute("type")).toBe("email");
      act(() => {
        screen.getByRole("tab", { name: "Mobile" }).click();
      });
      expect(screen.getByLabelText("Mobile number").getAttribute("type")).toBe("tel");
      expect(screen.getByRole("tab", { name: "Mobile" }).getAttribute("aria-selected")).toBe("true");
    });

    it("moves between tabs with the arrow keys", () => {
      renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin({ wechatEnabled: false }) });
      const email = screen.getByRole("tab", { name: "Email" });
      act(() => {
        fireEvent.keyDown(email, { key: "ArrowRight" });
      });
      expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Mobile" }));
      expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Mobile" }).id);
    });

    it("shows the WeChat QR code in its tab", () => {
      const { services } = renderPrompt({
        loginPrompt: open("login"),
        codeLogin: readyCodeLogin(),
        wechatPc: { status: "waiting", loginUrl: "https://wechat.example/qr?id=1", messageKey: null },
      });
      act(() => {
        screen.getByRole("tab", { name: "WeChat" }).click();
      });
      expect(services.wechatPcLogin.starts).toEqual(["10001"]);
      expect(screen.getByRole("img", { name: "QR code for WeChat login" })).toBeTruthy();
    });

    it("in a mobile browser offers WeChat as a button that leaves for its OAuth page", () => {
      const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() }, { mobile: true });
      press("Log in with WeChat");
      expect(services.wechatMobileLogin.starts).toEqual([{ eventNumber: "10001", from: at }]);
    });

    it("sends a code to the account, then counts 60 s down before the next", () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
      vi.setSystemTime(Date.UTC(2024, 0, 1));
      const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() });
      type("Email address", " viewer@livehall.test ");
      press("Send code");
      expect(services.codeLogin.sentCodes).toEqual([{ account: "viewer@livehall.test", identityType: 2 }]);

      act(() => {
        services.codeLogin.patch({ codeSentAt: Date.now() });
      });
      expect(screen.getByText("The code has been sent. It is valid for 10 minutes.").getAttribute("role")).toBe("status");
      const button = screen.getByRole("button", { name: "Resend in 60 s" });
      expect(button.hasAttribute("disabled")).toBe(true);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(button.textContent).toBe("Resend in 59 s");
      act(() => {
        vi.advanceTimersByTime(59_000);
      });
      expect(button.textContent).toBe("Send code");
      expect(button.hasAttribute("disabled")).toBe(false);
    });

    it("asks for the account before sending a code", () => {
      const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() });
      press("Send code");
      expect(services.codeLogin.sentCodes).toEqual([]);
      expect(screen.getByRole("alert").textContent).toBe("Please enter your account");
      expect(document.activeElement).toBe(screen.getByLabelText("Email address"));
    });

    it("requires the agreements to be ticked before logging in", () => {
      const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() });
      type("Email address", "viewer@livehall.test");
      type("Verification code", "123456");
      submit();
      expect(services.codeLogin.logins).toEqual([]);
      const consent = screen.getByRole("checkbox");
      expect(screen.getByRole("alert").textContent).toBe("Please read and agree to the agreements first");
      expect(document.activeElement).toBe(consent);

      act(() => {
        consent.click();
      });
      submit();
      expect(services.codeLogin.logins).toEqual([
        { account: "viewer@livehall.test", code: "123456", identityType: 2, agreed: true, language: "en" },
      ]);
      expect(screen.getByRole("alert").textContent).toBe("");
    });

    it("logs in without a checkbox when no agreement flag is set", () => {
      const agreements = demoAgreements({ privacyPolicyFlag: false, userAgreementFlag: false });
      const { services } = renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin({ agreements }) });
      expect(screen.queryByRole("checkbox")).toBeNull();
      act(() => {
        screen.getByRole("tab", { name: "Mobile" }).click();
      });
      type("Mobile number", "13800000000");
      type("Verification code", "654321");
      submit();
      expect(services.codeLogin.logins).toEqual([
        { account: "13800000000", code: "654321", identityType: 1, agreed: false, language: "en" },
      ]);
    });

    it.each([
      ["en", ["/agreements/privacy-en.html", "/agreements/user-en.html"]],
      ["ar", ["/agreements/privacy-zh-Hans.html", "/agreements/user-zh-Hans.html"]],
    ] as const)("in %s links the agreements of that language, else the default ones", (locale, hrefs) => {
      renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin() }, { locale });
      const label = screen.getByRole("checkbox").closest("div")!;
      expect(
        within(label)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(hrefs);
    });

    it.each([
      [{ messageKey: "error.code.100016", messageText: "验证码错误" }, "验证码错误"],
      [{ messageKey: "login.error.agreementRequired" }, "Please read and agree to the agreements first"],
      [{ messageKey: null, messageText: "Server says no" }, "Server says no"],
    ] as const)("shows the service's failure %j", (failure, text) => {
      renderPrompt({ loginPrompt: open("login"), codeLogin: readyCodeLogin({ status: "error", ...failure }) });
      expect(screen.getByRole("alert").textContent).toBe(text);
    });
  });

  describe("nickname mode", () => {
    it("starts from the current nickname and closes once it is saved", async () => {
      const { services } = renderPrompt({ loginPrompt: open("nickname"), resolveEvent: resolvedFor(demoViewers.loggedIn("Ada")) });
      expect(screen.getByLabelText<HTMLInputElement>("Nickname").value).toBe("Ada");
      type("Nickname", "  Grace  ");
      await act(async () => {
        fireEvent.submit(screen.getByRole("button", { name: "Save" }).closest("form")!);
        await Promise.resolve();
      });
      expect(services.changeNickname.saves).toEqual([{ eventNumber: "10001", name: "Grace" }]);
      expect(services.loginPrompt.closes).toBe(1);
    });

    it.each(["", "   ", "x".repeat(21)])("refuses %j (1 to 20 characters)", (name) => {
      const { services } = renderPrompt({ loginPrompt: open("nickname") });
      type("Nickname", name);
      act(() => {
        fireEvent.submit(screen.getByRole("button", { name: "Save" }).closest("form")!);
      });
      expect(services.changeNickname.saves).toEqual([]);
      expect(screen.getByRole("alert").textContent).toBe("The nickname must be 1 to 20 characters long");
    });

    it("stays open when saving fails", async () => {
      const { services } = renderPrompt({ loginPrompt: open("nickname") });
      services.changeNickname.result = false;
      type("Nickname", "Ada");
      await act(async () => {
        fireEvent.submit(screen.getByRole("button", { name: "Save" }).closest("form")!);
        await Promise.resolve();
      });
      expect(services.loginPrompt.closes).toBe(0);
    });
  });

  describe("whitelist mode", () => {
    it("checks the account with a code, then closes and reloads the page", async () => {
      const { services } = renderPrompt({ loginPrompt: open("whitelist") });
      expect(services.accessForm.opens).toEqual([{ eventNumber: "10001", options: { from: at } }]);
      type("Email or mobile number", "demo@livehall.test");
      press("Send code");
      expect(services.accessForm.sentCodes).toEqual([{ account: "demo@livehall.test", identityType: 2 }]);
      type("Verification code", "123456");
      await act(async () => {
        fireEvent.submit(screen.getByRole("button", { name: "Verify" }).closest("form")!);
        await Promise.resolve();
      });
      expect(services.accessForm.submits).toEqual([{ account: "demo@livehall.test", secret: "123456" }]);
      expect(services.loginPrompt.closes).toBe(1);
      expect(services.navigator.reloads).toBe(1);
    });

    it("sends the code of a mobile number as a mobile identity", () => {
      const { services } = renderPrompt({ loginPrompt: open("whitelist") });
      type("Email or mobile number", "13800000000");
      press("Send code");
      expect(services.accessForm.sentCodes).toEqual([{ account: "13800000000", identityType: 1 }]);
    });
  });
});
