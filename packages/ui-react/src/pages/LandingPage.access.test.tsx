// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import { demoLandingPage } from "@livehall/application/testing";
import type { LandingAccessInfo } from "@livehall/domain";
import { afterEach, describe, expect, it } from "vitest";
import { demoLandingStates } from "../testing/fake-landing";
import { renderWithServices } from "../testing/render-page";
import { LandingPage } from "./LandingPage";

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset["site"];
});

const PASSWORD_INFO: LandingAccessInfo = {
  validate: {
    pc: { en: { title: "Entry by password", description: "Have the password ready", backgroundUrl: "" } },
    mobile: { en: { title: "On your phone", description: "Type the password", backgroundUrl: "" } },
  },
  prompts: { en: "Enter the event password (demo: livehall)", "zh-Hans": "请输入活动密码" },
};

describe("LandingPage: share settings and access notes (§3, decision 0046)", () => {
  it("shows the share button by the share flag, and its dialog (loaded on opening) lists the offered platforms", async () => {
    renderWithServices(<LandingPage eventNumber="10001" />, { landing: demoLandingStates.normal() }, "en");
    act(() => {
      screen.getByRole("button", { name: "Share" }).click();
    });
    const dialog = await screen.findByRole("dialog", { name: "Share this event" });
    expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Event link" }).value).toBe(window.location.href);
    const weibo = within(dialog).getByRole("link", { name: "Weibo (opens in a new tab)" });
    expect(weibo.getAttribute("href")).toMatch(/^https:\/\/service\.weibo\.com\/share\/share\.php\?url=/);
    expect(weibo.getAttribute("rel")).toBe("noopener noreferrer");
    expect(dialog.textContent).toContain("Open this page in WeChat");
    expect(within(dialog).queryByRole("link", { name: /Facebook/ })).toBeNull();
  });

  it("offers no share when the organiser turned it off", () => {
    const page = { ...demoLandingPage(), propagandaMode: "normal" as const, share: { ...demoLandingPage().share, enabled: false } };
    renderWithServices(<LandingPage eventNumber="10001" />, { landing: { page: { status: "ready", value: page } } }, "en");
    expect(screen.getByRole("button", { name: "Enter" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it.each([
    ["desktop", undefined, "Entry by password", "Have the password ready"],
    ["the mobile site", "mobile", "On your phone", "Type the password"],
  ])(
    "a password event on %s: the validate config of the device and the access prompt beside the join button",
    (_name, site, title, words) => {
      if (site !== undefined) document.documentElement.dataset["site"] = site;
      const page = { ...demoLandingPage(), propagandaMode: "normal" as const, accessType: 2, accessInfo: PASSWORD_INFO };
      renderWithServices(<LandingPage eventNumber="10004" />, { landing: { page: { status: "ready", value: page } } }, "en");
      const note = screen.getByRole("region", { name: title });
      expect(note.textContent).toContain(words);
      expect(note.textContent).toContain("Enter the event password (demo: livehall)");
    },
  );

  it("in Chinese: the zh-Hans prompt under the page's own heading when there is no config in it", () => {
    const page = { ...demoLandingPage(), propagandaMode: "normal" as const, accessType: 2, accessInfo: PASSWORD_INFO };
    renderWithServices(<LandingPage eventNumber="10004" />, { landing: { page: { status: "ready", value: page } } }, "zh-Hans");
    expect(screen.getByRole("region", { name: "进入方式" }).textContent).toContain("请输入活动密码");
  });

  it("an event open to all shows no access note", () => {
    const page = { ...demoLandingPage(), propagandaMode: "normal" as const, accessType: 0, accessInfo: PASSWORD_INFO };
    renderWithServices(<LandingPage eventNumber="10001" />, { landing: { page: { status: "ready", value: page } } }, "en");
    expect(screen.queryByTestId("landing-access-note")).toBeNull();
  });
});
