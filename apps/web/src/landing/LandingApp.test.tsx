// @vitest-environment happy-dom
import { demoLandingPage } from "@livehall/application/testing";
import { createFakeServices, demoStates, PreviewProviders } from "@livehall/ui-react/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { LandingApp } from "./LandingApp";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Renders the landing entry's app at `url` over fake use-cases; counts the calls for another page. */
async function openLanding(url: string) {
  window.history.replaceState(null, "", url);
  const services = createFakeServices({
    resolveEvent: demoStates.resolvedEvent(),
    landing: { page: { status: "ready", value: { ...demoLandingPage(), propagandaMode: "normal" } } },
  });
  const otherPage: string[] = [];
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  await act(async () => {
    root?.render(
      <PreviewProviders container={services.container} locale="zh-Hans" theme="light">
        <LandingApp onOtherPage={() => otherPage.push(window.location.pathname)} />
      </PreviewProviders>,
    );
    await Promise.resolve();
  });
  return { services, otherPage };
}

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("LandingApp", () => {
  it.each([
    ["/event/10001/landing", "10001", false],
    ["/event/10001/join", "10001", false],
    ["/mobile/event/10001/landing", "10001", true],
    ["/event/10002/channel/7/landing", "10002", false],
  ])("shows the landing page of %s in its event layout", async (url, eventNumber, mobile) => {
    const { services, otherPage } = await openLanding(url);
    expect(services.landing.calls).toContain(`open ${eventNumber}`);
    expect(document.querySelector(".lh-landing__actions")).not.toBeNull();
    expect(document.querySelector(mobile ? ".lh-event-layout--mobile" : ".lh-event-layout--desktop")).not.toBeNull();
    expect(otherPage).toEqual([]);
  });

  it("asks once for a full navigation when the address is another page's, and shows it is loading meanwhile", async () => {
    const { otherPage } = await openLanding("/event/10001/landing");
    await act(async () => {
      window.history.pushState(null, "", "/event/10001/watch/20001");
      await Promise.resolve();
    });
    expect(otherPage).toEqual(["/event/10001/watch/20001"]);
    expect(document.querySelector(".lh-state--loading")).not.toBeNull();
    expect(document.querySelector(".lh-landing__actions")).toBeNull();
  });
});
