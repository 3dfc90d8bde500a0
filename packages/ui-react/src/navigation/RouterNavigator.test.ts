// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { RouterNavigator } from "./RouterNavigator";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("RouterNavigator", () => {
  it("keeps the current query parameters on navigation", () => {
    window.history.replaceState(null, "", "/event/10001/?lang=en&utm_source=mail");
    const navigator = new RouterNavigator();
    navigator.navigate("/event/10001/watch/20001");
    expect(window.location.pathname).toBe("/event/10001/watch/20001");
    expect(window.location.search).toBe("?lang=en&utm_source=mail");
  });

  it("lets the target's own parameters win", () => {
    window.history.replaceState(null, "", "/somewhere?lang=en&originUrl=old");
    new RouterNavigator().navigate("/pageError?originUrl=%2Fevent%2F1%2F");
    expect(new URLSearchParams(window.location.search).get("originUrl")).toBe("/event/1/");
    expect(new URLSearchParams(window.location.search).get("lang")).toBe("en");
  });

  it("pushes a history entry, or replaces it when asked", () => {
    window.history.replaceState(null, "", "/a");
    const navigator = new RouterNavigator();
    const before = window.history.length;
    navigator.navigate("/b");
    expect(window.history.length).toBe(before + 1);
    navigator.navigate("/c", { replace: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe("/c");
  });

  it("carries state.from to the target and reports it in current()", () => {
    window.history.replaceState(null, "", "/event/1/watch/2?x=1");
    const navigator = new RouterNavigator();
    navigator.navigate("/event/1/access", { state: { from: "/event/1/watch/2?x=1" } });
    expect(navigator.current()).toEqual({ path: "/event/1/access", search: "?x=1", state: { from: "/event/1/watch/2?x=1" } });
  });

  it("reports no state when the history entry has none", () => {
    window.history.replaceState({ unrelated: true }, "", "/noFound");
    expect(new RouterNavigator().current()).toEqual({ path: "/noFound", search: "" });
  });

  it("reports the fragment (an external-auth hand-over code) and drops it on a replacing navigation", () => {
    window.history.replaceState(null, "", "/event/10006/?authState=n#handOverCode=c");
    const navigator = new RouterNavigator();
    expect(navigator.current()).toEqual({ path: "/event/10006/", search: "?authState=n", hash: "#handOverCode=c" });
    navigator.navigate("/event/10006/", { replace: true, search: "" });
    expect(window.location.hash).toBe("");
    expect(navigator.current()).toEqual({ path: "/event/10006/", search: "" });
  });
});
