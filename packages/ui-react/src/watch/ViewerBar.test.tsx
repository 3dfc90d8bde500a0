// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoViewers, resolvedFor } from "../testing/demo-login-states";
import { renderWithServices } from "../testing/render-page";
import { ViewerBar } from "./ViewerBar";

afterEach(cleanup);

/** The bar's own buttons (not the narrow banner's "Viewer" button, which shows them in a panel). */
const buttons = () =>
  screen
    .queryAllByRole("button")
    .filter((button) => !button.hasAttribute("aria-expanded"))
    .map((button) => button.textContent);

describe("ViewerBar", () => {
  it("shows nothing before the viewer is known", () => {
    renderWithServices(<ViewerBar eventNumber="10001" />);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it.each([
    ["zh-Hans", "匿名观众"],
    ["en", "Anonymous audience"],
  ] as const)("in %s names an anonymous viewer without nickname %s", (locale, label) => {
    renderWithServices(<ViewerBar eventNumber="10001" />, { resolveEvent: resolvedFor(demoViewers.anonymous()) }, locale);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("isolates the viewer's name in a <bdi> (an Arabic name beside Latin buttons, and the reverse)", () => {
    renderWithServices(
      <ViewerBar eventNumber="10001" />,
      { resolveEvent: resolvedFor({ ...demoViewers.anonymous(), nickname: "Bob" }) },
      "ar",
    );
    expect(screen.getByText("Bob").tagName).toBe("BDI");
  });

  it.each([
    ["zh-Hans", "观众8848"],
    ["zh-Hant", "觀眾8848"],
    ["en", "Audience 8848"],
    ["ar", "مشاهد 8848"],
  ] as const)("in %s shows the server's default name as %s (its number, the audience label localized)", (locale, label) => {
    renderWithServices(
      <ViewerBar eventNumber="10001" />,
      { resolveEvent: resolvedFor({ ...demoViewers.anonymous(), anonymousNickname: "观众8848" }) },
      locale,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("shows another anonymous label of the brief as written", () => {
    renderWithServices(
      <ViewerBar eventNumber="10001" />,
      { resolveEvent: resolvedFor({ ...demoViewers.anonymous(), anonymousNickname: "Guest 7" }) },
      "en",
    );
    expect(screen.getByText("Guest 7")).toBeTruthy();
  });

  it.each([
    ["an e-mail", "dana@example.com", "d***@example.com"],
    ["a mobile number", "13812345678", "138****5678"],
  ])("names a logged-in viewer without a nickname by the masked account (%s), never as anonymous", (_case, account, shown) => {
    renderWithServices(<ViewerBar eventNumber="10001" />, { resolveEvent: resolvedFor({ ...demoViewers.loggedIn(""), account }) }, "en");
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText("Anonymous audience")).toBeNull();
    expect(buttons()).toEqual(["Change nickname", "Log out"]);
  });

  it("asks a logged-in viewer with neither nickname nor account for a nickname", () => {
    renderWithServices(<ViewerBar eventNumber="10001" />, { resolveEvent: resolvedFor(demoViewers.loggedIn("")) }, "en");
    expect(screen.getByText("No nickname yet")).toBeTruthy();
    expect(screen.queryByText("Anonymous audience")).toBeNull();
  });

  it("lets an anonymous viewer log in or set a nickname through the interception", () => {
    const { services } = renderWithServices(
      <ViewerBar eventNumber="10001" />,
      { resolveEvent: resolvedFor(demoViewers.anonymous()) },
      "en",
    );
    expect(buttons()).toEqual(["Log in", "Change nickname"]);
    act(() => {
      screen.getByRole("button", { name: "Log in" }).click();
    });
    act(() => {
      screen.getByRole("button", { name: "Change nickname" }).click();
    });
    expect(services.interceptAnonymous.guards).toEqual([
      { eventNumber: "10001", action: "login" },
      { eventNumber: "10001", action: "nickname" },
    ]);
  });

  it("shows a logged-in viewer's nickname and logs out", () => {
    const { services } = renderWithServices(
      <ViewerBar eventNumber="10001" />,
      { resolveEvent: resolvedFor(demoViewers.loggedIn("Ada")) },
      "en",
    );
    expect(screen.getByText("Ada")).toBeTruthy();
    expect(buttons()).toEqual(["Change nickname", "Log out"]);
    act(() => {
      screen.getByRole("button", { name: "Log out" }).click();
    });
    expect(services.logOut.runs).toEqual(["10001"]);
  });

  it("hides Change nickname once a nickname is set and the event allows no change", () => {
    renderWithServices(<ViewerBar eventNumber="10001" />, { resolveEvent: resolvedFor(demoViewers.loggedIn("Ada"), false) }, "en");
    expect(buttons()).toEqual(["Log out"]);
  });

  it.each([
    ["off: no avatar", false, "", null],
    ["on without a picture: the name's first letter", true, "", "A"],
    ["on with an https picture: the picture", true, "https://cdn.example.com/ada.png", "https://cdn.example.com/ada.png"],
    ["on with a javascript: address: the letter", true, "javascript:alert(1)", "A"],
  ])("avatar (userIconFlag) %s", (_case, avatar, picture, expected) => {
    renderWithServices(
      <ViewerBar eventNumber="10001" avatar={avatar} />,
      { resolveEvent: resolvedFor({ ...demoViewers.loggedIn("ada"), avatar: picture }) },
      "en",
    );
    const shown = screen.queryByTestId("viewer-avatar");
    expect(shown === null ? null : (shown.getAttribute("src") ?? shown.textContent)).toBe(expected);
  });

  it("draws the letter of the localized anonymous name when the viewer has none", () => {
    renderWithServices(<ViewerBar eventNumber="10001" avatar />, { resolveEvent: resolvedFor(demoViewers.anonymous()) }, "zh-Hans");
    expect(screen.getByTestId("viewer-avatar").textContent).toBe("匿");
  });

  it("on a narrow banner shows the name and buttons in a panel behind one button; Escape or a choice closes it", () => {
    renderWithServices(<ViewerBar eventNumber="10001" />, { resolveEvent: resolvedFor(demoViewers.anonymous()) }, "en");
    const menu = screen.getByRole("button", { name: "Viewer" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    act(() => {
      menu.click();
    });
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(menu.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(panel.getAttribute("role")).toBe("group");
    expect(
      within(panel)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Log in", "Change nickname"]);
    expect(document.activeElement?.textContent).toBe("Log in");
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu);
    act(() => {
      menu.click();
    });
    act(() => {
      const reopened = document.getElementById(menu.getAttribute("aria-controls") ?? "") as HTMLElement;
      within(reopened).getByRole("button", { name: "Change nickname" }).click();
    });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
  });
});
