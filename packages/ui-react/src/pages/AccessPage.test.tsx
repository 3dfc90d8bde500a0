// @vitest-environment happy-dom
import type { AccessFormState, EnteredEvent, Loadable } from "@livehall/application";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoStates } from "../testing/demo-states";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { AccessPage } from "./AccessPage";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const atGate = (accessType: number) => demoStates.enteredEvent("/event/10001/access", accessType);
const formState = (changes: Partial<AccessFormState> = {}): AccessFormState => ({
  status: "idle",
  messageKey: null,
  codeSentAt: null,
  captcha: { status: "solved" },
  ...changes,
});

/** Lets the page's pending promise callbacks and effects run. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** The control labelled `label` (the label's required mark " *" aside). */
function field(label: string): HTMLElement {
  return screen.getByLabelText((content) => content.replace(/\s*\*$/, "") === label);
}

function type(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

describe("AccessPage: entering", () => {
  it("enters again, returning to the page the viewer came from", () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />);
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: {} }]);
  });

  it("passes state.from on to EnterEvent", () => {
    const services = createFakeServices();
    services.navigator.navigate("/event/10001/access", { state: { from: "/event/10001/watch/20001?x=1" } });
    renderWithServices(<AccessPage eventNumber="10001" />, services);
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: { from: "/event/10001/watch/20001?x=1" } }]);
  });

  it.each([
    ["a same-site from query", "/event/10001/access?from=%2Fevent%2F10001%2Fwatch%2F20001", { from: "/event/10001/watch/20001" }],
    ["another site's from query (ignored)", "/event/10001/access?from=https%3A%2F%2Fevil.example%2F", {}],
    ["a room number query", "/event/10001/access?roomNumber=20009", { roomNumber: "20009" }],
  ])("reads %s", (_name, at, options) => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { at });
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options }]);
  });

  it("is busy while entering", () => {
    renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: { status: "loading" } });
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });

  it.each([
    ["external auth", atGate(4)],
    [
      "signup",
      {
        status: "ready",
        value: { access: { accessType: 1, customAddress: "", defaultQuestionnaireId: "form-1" }, target: "/event/10001/access" },
      } as const,
    ],
  ])("says it is redirecting for %s", (_name, state) => {
    renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: state }, "en");
    expect(screen.getByRole("status").textContent).toBe("Redirecting…");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows the failure with a retry", () => {
    const { services } = renderWithServices(
      <AccessPage eventNumber="10001" />,
      { enterEvent: { status: "error", messageKey: "error.networkTimeout" } },
      "en",
    );
    act(() => {
      screen.getByRole("button", { name: "Retry" }).click();
    });
    expect(services.enterEvent.runs).toHaveLength(2);
  });
});

describe("AccessPage: password gate", () => {
  it("opens the form for the event, focuses the password and does not enter again", () => {
    const services = createFakeServices({ enterEvent: atGate(2), accessForm: formState() });
    services.navigator.navigate("/event/10001/access", { state: { from: "/event/10001/watch/20001" } });
    renderWithServices(<AccessPage eventNumber="10001" />, services, "en");
    expect(services.enterEvent.runs).toEqual([]);
    expect(services.accessForm.opens).toEqual([{ eventNumber: "10001", options: { from: "/event/10001/watch/20001" } }]);
    expect(screen.getByRole("form", { name: "Enter the event password" })).toBeTruthy();
    const password = field("Event password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(document.activeElement).toBe(password);
    expect(document.title).toBe("Access · Livehall");
  });

  it("submits the password with Enter (form submit) and shows progress while submitting", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(2), accessForm: formState() }, "en");
    type("Event password", "livehall");
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(services.accessForm.submits).toEqual([{ secret: "livehall" }]);
    act(() => {
      services.accessForm.set(formState({ status: "submitting" }));
    });
    const button = screen.getByRole("button", { name: "Verifying…" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("shows a wrong password inline and moves the focus to it", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(2), accessForm: formState() }, "en");
    services.accessForm.result = false;
    services.accessForm.nextState = { status: "failed", messageKey: "error.code.100102", captcha: { status: "solving" } };
    type("Event password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Verify and enter" }));
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Wrong password");
    expect(document.activeElement).toBe(alert);
    expect((field("Event password") as HTMLInputElement).value).toBe("wrong");
  });

  it.each([
    ["en", 1, "Too many attempts. Please try again in 1 second."],
    ["en", 30, "Too many attempts. Please try again in 30 seconds."],
    ["zh-Hans", 30, "尝试过于频繁，请在 30 秒后重试"],
    ["zh-Hant", 30, "嘗試過於頻繁，請在 30 秒後重試"],
    ["ar", 2, "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ثانيتين."],
  ] as const)("shows a rate limit's wait in the viewer's language (%s, %i s)", async (locale, seconds, text) => {
    renderWithServices(
      <AccessPage eventNumber="10001" />,
      {
        enterEvent: atGate(2),
        accessForm: formState({ status: "failed", messageKey: "error.retryAfter", messageValues: { seconds } }),
      },
      locale,
    );
    await settle();
    expect(screen.getByRole("alert").textContent).toBe(text);
  });

  it("shows the server's own text for the default code", () => {
    renderWithServices(
      <AccessPage eventNumber="10001" />,
      {
        enterEvent: atGate(2),
        accessForm: formState({ status: "failed", messageKey: "error.code.100016", messageText: "活动已满" }),
      },
      "en",
    );
    expect(screen.getByRole("alert").textContent).toBe("活动已满");
  });

  it("asks for the password before submitting an empty form", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(2), accessForm: formState() }, "en");
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(services.accessForm.submits).toEqual([]);
    const password = field("Event password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Enter the event password");
    expect(document.activeElement).toBe(password);
  });

  it("shows the captcha's progress and restarts the form when it failed", () => {
    const { services } = renderWithServices(
      <AccessPage eventNumber="10001" />,
      { enterEvent: atGate(2), accessForm: formState({ captcha: { status: "solving" } }) },
      "en",
    );
    expect(screen.getByText("Verifying you are human…")).toBeTruthy();
    act(() => {
      services.accessForm.set(formState({ captcha: { status: "error" } }));
    });
    act(() => {
      screen.getByRole("button", { name: "Retry" }).click();
    });
    expect(services.accessForm.opens).toHaveLength(2);
  });

  it("shows the event's access prompt above the form", () => {
    const gate = atGate(2) as Extract<Loadable<EnteredEvent>, { status: "ready" }>;
    const access = { ...gate.value.access, prompts: { "zh-Hans": "密码见邀请函", en: "The password is in your invitation" } };
    renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: { status: "ready", value: { ...gate.value, access } } }, "en");
    expect(screen.getByRole("complementary", { name: "From the organiser" }).textContent).toBe("The password is in your invitation");
  });

  it("shows the organiser's words for the check with the prompt, read from the landing answer (decision 0049)", () => {
    const accessWords = {
      eventNumber: "10001",
      accessType: 2,
      accessInfo: {
        validate: {
          pc: { en: { title: "Members only", description: "Use the password from your invitation.", backgroundUrl: "" } },
          mobile: {},
        },
        prompts: { en: "Ask the desk if you lost it" },
      },
    };
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(2), accessWords }, "en");
    expect(services.accessWords.loads).toEqual(["10001"]);
    const note = screen.getByRole("region", { name: "Members only" });
    expect(note.textContent).toBe("Members onlyUse the password from your invitation.Ask the desk if you lost it");
    expect(screen.queryByRole("complementary", { name: "From the organiser" })).toBeNull();
  });

  it("keeps another event's words off this event's access page", () => {
    const accessWords = {
      eventNumber: "10004",
      accessType: 2,
      accessInfo: { validate: { pc: {}, mobile: {} }, prompts: { en: "Not this one" } },
    };
    renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(2), accessWords }, "en");
    expect(screen.queryByText("Not this one")).toBeNull();
  });
});

describe("AccessPage: white-list gate", () => {
  it("sends a code to an e-mail address (identity type 2) and counts 60 s down before another", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(3), accessForm: formState() }, "en");
    expect(document.activeElement).toBe(field("Email or mobile number"));
    type("Email or mobile number", " demo@livehall.test ");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await settle();
    expect(services.accessForm.sentCodes).toEqual([{ account: "demo@livehall.test", identityType: 2 }]);

    act(() => {
      services.accessForm.set(formState({ codeSentAt: Date.now() }));
    });
    expect(screen.getByRole("button", { name: "Resend in 60 s" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("The code has been sent. It is valid for 10 minutes.")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole("button", { name: "Resend in 1 s" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole("button", { name: "Send code" }).hasAttribute("disabled")).toBe(false);
  });

  it("sends to a mobile number as identity type 1", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(3), accessForm: formState() }, "en");
    type("Email or mobile number", "13800000000");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await settle();
    expect(services.accessForm.sentCodes).toEqual([{ account: "13800000000", identityType: 1 }]);
  });

  it("refuses to send a code to something that is neither an address nor a number", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(3), accessForm: formState() }, "en");
    type("Email or mobile number", "me");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await settle();
    expect(services.accessForm.sentCodes).toEqual([]);
    const account = field("Email or mobile number");
    expect(account.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(account);
  });

  it("submits account and code, then shows a refusal inline with the focus on it", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(3), accessForm: formState() }, "en");
    services.accessForm.result = false;
    // An unlisted account and a wrong code get the same answer (decision 0021).
    services.accessForm.nextState = { status: "failed", messageKey: "error.code.100104" };
    type("Email or mobile number", "demo@livehall.test");
    type("Verification code", "123456");
    expect(field("Verification code").getAttribute("autocomplete")).toBe("one-time-code");
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(services.accessForm.submits).toEqual([{ account: "demo@livehall.test", secret: "123456" }]);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("The code is wrong or has expired");
    expect(document.activeElement).toBe(alert);
  });

  it("asks for the code before submitting without one", async () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: atGate(3), accessForm: formState() }, "en");
    type("Email or mobile number", "demo@livehall.test");
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(services.accessForm.submits).toEqual([]);
    expect(document.activeElement).toBe(field("Verification code"));
    expect(screen.getByText("Enter the verification code")).toBeTruthy();
  });
});
