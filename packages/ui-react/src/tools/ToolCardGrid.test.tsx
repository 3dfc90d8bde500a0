// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToolCardGrid } from "./ToolCardGrid";
import { SignInCard } from "./sign-in/SignInCard";

afterEach(cleanup);

describe("ToolCardGrid (the tools' AllStates stories)", () => {
  it("shows each state in the light and deep themes, in the toolbar's language and in Arabic (right to left)", () => {
    const state = { signIn: null, remainingMs: 0, open: false, signedIn: false, sending: false, error: null };
    const { container } = render(
      <ToolCardGrid
        locale="en"
        cases={[
          { name: "A", render: () => <SignInCard state={state} onCheckIn={() => undefined} /> },
          { name: "B", render: () => <SignInCard state={state} onCheckIn={() => undefined} /> },
        ]}
      />,
    );
    const frames = [...container.querySelectorAll("figure")].map((frame) => `${frame.dataset["theme"] ?? ""} ${frame.lang} ${frame.dir}`);
    expect(frames).toEqual(Array.from({ length: 2 }, () => ["light en ltr", "dark en ltr", "light ar rtl", "dark ar rtl"]).flat());
    expect(container.querySelectorAll("figure[lang=ar]")[0]?.textContent).toContain("لا يوجد تسجيل حضور بعد");
  });
});
