import { describe, expect, it } from "vitest";
import type { ErrorDecision } from "@livehall/domain";
import { FakeClock, InMemoryTokenStore, RecordingNavigator, RecordingNotifier, demoFixtures } from "../testing";
import { applyErrorDecision } from "./apply-error-decision";

const quiet: ErrorDecision = {
  messageKey: null,
  serverMessage: "",
  reauthenticate: false,
  logoutAfterMs: null,
  redirect: null,
  reloadIdentityConfigs: false,
};

function setup(startAt = "/event/10001/watch/20001?lang=en") {
  const ports = {
    navigator: new RecordingNavigator(startAt),
    notifier: new RecordingNotifier(),
    clock: new FakeClock(),
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
  };
  return ports;
}

describe("applyErrorDecision", () => {
  it("shows nothing and goes nowhere for a quiet decision", () => {
    const ports = setup();
    applyErrorDecision(quiet, ports, "10001");
    expect(ports.notifier.notices).toEqual([]);
    expect(ports.navigator.navigations).toEqual([]);
    expect(ports.tokenStore.get("10001")).not.toBeNull();
  });

  it.each([
    ["the default key shows the server's text", "error.code.100016", "库存不足", { text: "库存不足" }],
    ["the default key without text shows the key", "error.code.100016", "", {}],
    ["another key ignores the server's text", "error.invalidEvent", "event 9 not found", {}],
  ])("%s", (_name, messageKey, serverMessage, extra) => {
    const ports = setup();
    applyErrorDecision({ ...quiet, messageKey, serverMessage }, ports, "10001");
    expect(ports.notifier.notices).toEqual([{ level: "error", key: messageKey, ...extra }]);
  });

  it.each([
    ["noAccess", "/noAccess"],
    ["noFound", "/noFound"],
    ["landing", "/event/10001/landing"],
    ["duplication", `/duplication-device?from=${encodeURIComponent("/event/10001/watch/20001?lang=en")}`],
    ["pageError", `/pageError?originUrl=${encodeURIComponent("/event/10001/watch/20001?lang=en")}`],
  ] as const)("redirects to %s at once when there is no delay", (target, path) => {
    const ports = setup();
    applyErrorDecision({ ...quiet, redirect: { target, delayMs: 0, keepSearch: false } }, ports, "10001");
    expect(ports.navigator.lastPath).toBe(path);
  });

  it("waits the decided delay on the clock before redirecting", () => {
    const ports = setup();
    applyErrorDecision({ ...quiet, redirect: { target: "landing", delayMs: 1500, keepSearch: true } }, ports, "10001");
    ports.clock.advance(1499);
    expect(ports.navigator.navigations).toEqual([]);
    ports.clock.advance(1);
    expect(ports.navigator.lastPath).toBe("/event/10001/landing");
  });

  it("logs out after the delay (HTTP 401): token cleared, access page with the current URL", () => {
    const ports = setup();
    applyErrorDecision({ ...quiet, reauthenticate: true, logoutAfterMs: 1500 }, ports, "10001");
    ports.clock.advance(1499);
    expect(ports.tokenStore.get("10001")).not.toBeNull();
    ports.clock.advance(1);
    expect(ports.tokenStore.get("10001")).toBeNull();
    expect(ports.navigator.navigations).toEqual([
      { path: "/event/10001/access", options: { replace: true, state: { from: "/event/10001/watch/20001?lang=en" } } },
    ]);
  });

  it("re-authentication codes log out at once", () => {
    const ports = setup();
    applyErrorDecision({ ...quiet, reauthenticate: true }, ports, "10001");
    expect(ports.tokenStore.get("10001")).toBeNull();
    expect(ports.navigator.lastPath).toBe("/event/10001/access");
  });

  it("cannot log out without an event", () => {
    const ports = setup("/noFound");
    applyErrorDecision({ ...quiet, reauthenticate: true, logoutAfterMs: 1500 }, ports, null);
    ports.clock.advance(5000);
    expect(ports.navigator.navigations).toEqual([]);
  });

  it("a landing redirect without an event goes to /noFound", () => {
    const ports = setup("/");
    applyErrorDecision({ ...quiet, redirect: { target: "landing", delayMs: 0, keepSearch: true } }, ports, null);
    expect(ports.navigator.lastPath).toBe("/noFound");
  });
});
