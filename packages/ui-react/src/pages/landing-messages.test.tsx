// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "../i18n/all-catalogs";
import type { Locale } from "../i18n/locales";

// The landing entry loads only the landing part of a catalogue (decision 0050). Fresh modules here,
// with only that part registered (vitest.setup-ui.ts registered every catalogue in the shared ones):
// a message the part lacks would show as its key.
beforeEach(() => {
  vi.resetModules();
});
afterEach(cleanup);

const EVERY_KEY = Object.keys(CATALOGS["zh-Hans"]);

/** Every text and accessible label on the page. */
function shown(): string {
  const labels = Array.from(document.querySelectorAll("*")).flatMap((element) =>
    ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.body.textContent, ...labels].join("\n");
}

const keysShown = (): string[] => EVERY_KEY.filter((key) => shown().includes(key));

/** The landing part of each catalogue, as the landing entry loads it (load-catalog.ts). */
const LANDING_PARTS = {
  "zh-Hans": () => import("../i18n/messages/zh-Hans?icu-landing"),
  en: () => import("../i18n/messages/en?icu-landing"),
  "zh-Hant": () => import("../i18n/messages/zh-Hant?icu-landing"),
  ar: () => import("../i18n/messages/ar?icu-landing"),
} satisfies Record<Locale, unknown>;

async function landingPart(locale: Locale) {
  const { registerCatalog } = await import("../i18n/catalog-registry");
  registerCatalog(locale, (await LANDING_PARTS[locale]()).default);
  return {
    ...(await import("../testing/render-page")),
    ...(await import("../testing/fake-landing")),
    ...(await import("../testing/demo-states")),
    ...(await import("../notices/demo-notice-states")),
    ...(await import("./LandingPage")),
    ...(await import("../notices/NoticePanel")),
    ...(await import("../tickets/TicketsPanel")),
    ...(await import("../event-layout/MobileEventLayout")),
    ...(await import("../event-layout/EventLayout")),
  };
}

const LOCALES: readonly Locale[] = ["zh-Hans", "en", "zh-Hant", "ar"];

describe("the landing entry's pages with the landing part of the catalogue only", () => {
  it.each(LOCALES)("%s: the pro and the cover page, their errors, the share dialog: no message key shown", async (locale) => {
    const ui = await landingPart(locale);
    const states = { resolveEvent: ui.demoStates.resolvedEvent() };
    ui.renderWithServices(
      <ui.EventLayout eventNumber="10001">
        <ui.LandingPage eventNumber="10001" />
      </ui.EventLayout>,
      { ...states, landing: ui.demoLandingStates.pro() },
      locale,
    );
    expect(keysShown()).toEqual([]);
    cleanup();
    // The errors the landing's use-cases show: the page's own, and a join that failed (§4, §8).
    for (const messageKey of ["error.initFailed", "error.liveNotConfigured", "error.invalidEvent", "error.noAccess"]) {
      ui.renderWithServices(
        <ui.LandingPage eventNumber="10001" />,
        { ...states, landing: { page: { status: "error", messageKey } } },
        locale,
      );
      expect(keysShown()).toEqual([]);
      cleanup();
      const joinFailed = { ...ui.demoLandingStates.pro(), join: { step: "error" as const, messageKey } };
      ui.renderWithServices(<ui.LandingPage eventNumber="10001" />, { ...states, landing: joinFailed }, locale);
      expect(keysShown()).toEqual([]);
      cleanup();
    }
    ui.renderWithServices(<ui.LandingPage eventNumber="10001" />, { ...states, landing: ui.demoLandingStates.normal() }, locale);
    const share = document.querySelector<HTMLButtonElement>("button[aria-haspopup='dialog']");
    if (share === null) throw new Error("the demo's cover page offers no share button");
    act(() => {
      share.click();
    });
    await screen.findByRole("dialog");
    expect(keysShown()).toEqual([]);
  });

  it.each(LOCALES)("%s: every notice and ticket state, and the mobile menu: no message key shown", async (locale) => {
    const ui = await landingPart(locale);
    const event = { eventId: "event-10001", tenantId: "t-demo" };
    const on = {
      event,
      needsCode: () => true,
      onOpenChange: () => undefined,
      onRequestCode: () => undefined,
      onSubscribe: () => undefined,
    };
    for (const state of Object.values(ui.demoNoticeStates)) {
      ui.renderWithServices(<ui.NoticePanel state={state} {...on} />, {}, locale);
      if (state.open) await screen.findByRole("dialog");
      expect(keysShown()).toEqual([]);
      cleanup();
    }
    for (const state of Object.values(ui.demoTicketStates)) {
      ui.renderWithServices(<ui.TicketsPanel state={state} event={event} onTake={() => undefined} />, {}, locale);
      expect(keysShown()).toEqual([]);
      cleanup();
    }
    ui.renderWithServices(
      <ui.MobileEventLayout eventNumber="10001">
        <p>page</p>
      </ui.MobileEventLayout>,
      { resolveEvent: ui.demoStates.resolvedEvent(), at: "/mobile/event/10001/landing" },
      locale,
    );
    const menu = document.querySelector<HTMLButtonElement>("button[aria-haspopup='dialog']");
    if (menu === null) throw new Error("the demo event's mobile layout has no menu");
    fireEvent.click(menu);
    await screen.findByRole("dialog");
    expect(keysShown()).toEqual([]);
  });
});
