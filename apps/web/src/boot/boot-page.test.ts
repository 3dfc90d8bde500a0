// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { matchRoute } from "../routes";
import { adoptBootPage } from "./boot-page";

const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");

/** index.html's body: the app's root and the boot page (the watch skeleton with the boot stage). */
function loadBody(): void {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, "");
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the boot page (the watch skeleton before the app)", () => {
  it("carries the watch page's shell and WatchSkeleton's boxes, the boot stage in the player's box, hidden from assistive technology", () => {
    loadBody();
    const page = document.getElementById("lh-boot-page");
    expect(page?.getAttribute("aria-hidden")).toBe("true");
    expect(page?.classList.contains("lh-shell--watch")).toBe(true);
    const skeleton = ".lh-shell__main > .lh-watch.lh-watch--skeleton";
    const selectors = [
      ".lh-shell__banner > .lh-shell__brand + .lh-shell__actions > .lh-theme-toggle",
      `${skeleton} > .lh-watch__header > .lh-watch__title.lh-watch__skeleton-title`,
      `${skeleton} > .lh-watch__layout > .lh-watch__main > .lh-watch__skeleton-player > #lh-boot-stage`,
      `${skeleton} > .lh-watch__layout > .lh-watch__main > .lh-watch__actions`,
      `${skeleton} > .lh-watch__layout > .lh-watch__chat > .lh-watch__skeleton-chat`,
    ];
    expect(selectors.map((selector) => page?.querySelector(selector) !== null)).toEqual(selectors.map(() => true));
  });

  it.each([
    ["/event/10001/watch/20001", true],
    ["/event/10001/watch/20001/", true],
    ["/event/10001/channel/7/watch/20001", true],
    ["/event/10001/meeting/20001", true],
    ["/mobile/event/10001/watch/20001", true],
    ["/mobile/event/10001/channel/7/meeting/20002/", true],
    ["/mobile/event/10001/landing", false],
    ["/event/10001/landing", false],
    ["/event/10001/watch", false],
    ["/event/10001", false],
    ["/noFound", false],
  ])("index.html's inline script shows it on %s: %s, as the route table says", (path, shown) => {
    const test = /if \((\/\^.*\$\/)\.test\(location\.pathname\)\)/.exec(html)?.[1];
    expect(test).toBeDefined();
    const pattern = new RegExp((test ?? "").slice(1, -1));
    const page = matchRoute(path)?.page;
    expect([pattern.test(path), page === "watch" || page === "meeting"]).toEqual([shown, shown]);
  });

  it("goes at once on any other route", () => {
    loadBody();
    expect(adoptBootPage(document, false)).toBeNull();
    expect(document.getElementById("lh-boot-page")).toBeNull();
  });

  it("stays over the app's first render while the stage holds the boot video, and goes once the player took it", async () => {
    loadBody();
    const stage = adoptBootPage(document, true);
    const video = document.createElement("video");
    stage?.append(video);
    const page = document.getElementById("lh-boot-page");
    document.getElementById("root")?.append(document.createElement("section"));
    await settled();
    // Only the stage shows over the app's page now.
    expect([page?.isConnected, page?.classList.contains("lh-boot-page--app")]).toEqual([true, true]);
    document.querySelector("#root section")?.append(video);
    await settled();
    expect(page?.isConnected).toBe(false);
  });

  it("without a boot video it goes as soon as the app rendered", async () => {
    loadBody();
    adoptBootPage(document, true);
    await settled();
    expect(document.getElementById("lh-boot-page")).not.toBeNull();
    document.getElementById("root")?.append(document.createElement("section"));
    await settled();
    expect(document.getElementById("lh-boot-page")).toBeNull();
  });
});
