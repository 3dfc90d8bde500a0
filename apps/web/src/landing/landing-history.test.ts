import { describe, expect, it } from "vitest";
import { RouterNavigator } from "@livehall/ui-react";
import { landingHistory, type LandingWindow } from "./landing-history";

/** A window that records what the landing history did: in-app navigations, history writes, reloads. */
function recordingWindow(path: string, search = "") {
  const log: string[] = [];
  let state: unknown = null;
  const win: LandingWindow = {
    location: {
      pathname: path,
      search,
      hash: "",
      origin: "https://live.example.com",
      reload: () => log.push("reload"),
      assign: (url: string | URL) => log.push(`assign ${String(url)}`),
    },
    history: {
      get state() {
        return state;
      },
      pushState: (next: unknown, _unused: string, url?: string | URL | null) => {
        state = next;
        log.push(`push ${String(url)} ${JSON.stringify(next)}`);
      },
      replaceState: (next: unknown, _unused: string, url?: string | URL | null) => {
        state = next;
        log.push(`replace ${String(url)} ${JSON.stringify(next)}`);
      },
    },
  };
  const history = landingHistory(win, (to, options) =>
    log.push(`in-app ${to} replace=${options.replace} ${JSON.stringify(options.state)}`),
  );
  return { log, history, navigator: new RouterNavigator(history) };
}

describe("landingHistory", () => {
  it.each<[string, { replace?: boolean; state?: { from: string } }, string[]]>([
    // Landing pages stay in the landing entry.
    ["/event/10002/landing", {}, ["in-app /event/10002/landing?utm=x replace=false null"]],
    ["/mobile/event/10001/join", { replace: true }, ["in-app /mobile/event/10001/join?utm=x replace=true null"]],
    ["/event/10001/channel/7/landing", {}, ["in-app /event/10001/channel/7/landing?utm=x replace=false null"]],
    // Every other page loads as a document of its own, history entry and state kept.
    ["/event/10001/watch/20001", { replace: true }, ["replace /event/10001/watch/20001?utm=x null", "reload"]],
    ["/event/10009/meeting/20091", {}, ["push /event/10009/meeting/20091?utm=x null", "reload"]],
    [
      "/event/10004/access",
      { replace: true, state: { from: "/event/10004/watch/20041" } },
      ['replace /event/10004/access?utm=x {"from":"/event/10004/watch/20041"}', "reload"],
    ],
    ["/event/10001/signup/f-1", {}, ["push /event/10001/signup/f-1?utm=x null", "reload"]],
    ["/noFound", { replace: true }, ["replace /noFound?utm=x null", "reload"]],
    ["/event/10001/", {}, ["push /event/10001/?utm=x null", "reload"]],
  ])("navigating to %s (%j) does %j", (path, options, expected) => {
    const { log, navigator, history } = recordingWindow("/event/10001/landing", "?utm=x");
    navigator.navigate(path, options);
    expect(log).toEqual(expected);
    expect(history.leaving()).toBe(expected.includes("reload"));
  });

  it("reads the current address and state, reloads and leaves for external addresses through the window", () => {
    const { log, navigator } = recordingWindow("/event/10001/landing", "?lang=en");
    expect(navigator.current()).toEqual({ path: "/event/10001/landing", search: "?lang=en" });
    expect(navigator.origin()).toBe("https://live.example.com");
    navigator.reload();
    navigator.leave("https://sso.example.com/login");
    expect(log).toEqual(["reload", "assign https://sso.example.com/login"]);
  });
});
