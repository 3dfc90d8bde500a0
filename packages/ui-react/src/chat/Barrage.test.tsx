// @vitest-environment happy-dom
import type { ChatMessage } from "@livehall/application";
import { BARRAGE_REGION } from "@livehall/domain";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoChatMessages } from "../testing/demo-chat";
import { installFakeFrames } from "../testing/fake-frames";
import { renderWithServices } from "../testing/render-page";
import { Barrage, MAX_BARRAGE_ITEMS } from "./Barrage";
import { BarrageControls } from "./BarrageControls";
import { DEFAULT_BARRAGE_SETTINGS, type BarrageSettings } from "./barrage-settings";
import { PreviewProviders } from "../testing/PreviewProviders";
import { createFakeServices } from "../testing/fake-services";

let frame: () => void;
beforeEach(() => {
  ({ frame } = installFakeFrames());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const items = () => [...document.querySelectorAll<HTMLElement>(".lh-barrage__item")];
const burst = (count: number, firstId: number): ChatMessage[] =>
  demoChatMessages(count, firstId).map((message) => ({ ...message, content: `弹幕 ${String(message.messageId)}` }));

describe("Barrage", () => {
  it("is a decoration over the player: hidden from assistive technology", () => {
    renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    expect(document.querySelector(".lh-barrage")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("flies only messages that arrive after it shows, placed at the next frame", () => {
    const { services } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, {
      chat: { status: "ready", messages: demoChatMessages(5) },
    });
    frame();
    expect(items()).toEqual([]);
    act(() => {
      services.chat.receive(...burst(1, 6));
    });
    expect(items()).toEqual([]);
    frame();
    expect(items().map((item) => [item.dataset["messageId"], item.textContent])).toEqual([["6", "弹幕 6"]]);
    expect(items()[0]?.style.animationDuration).toMatch(/^\d+ms$/);
  });

  it("shows a message's text as text: no element is created from it", () => {
    const { services } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    act(() => {
      services.chat.receive({ ...burst(1, 1)[0]!, content: "<img src=x onerror=alert(1)>" });
    });
    frame();
    expect(items()[0]?.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(document.querySelector(".lh-barrage img")).toBeNull();
  });

  it.each([
    ["all", BARRAGE_REGION.ALL, 12],
    ["half", BARRAGE_REGION.HALF, 6],
    ["one third", BARRAGE_REGION.ONE_THIRD, 4],
  ] as const)("in region %s of a 360 px player uses %i lanes, one message each, dropping the rest", (_name, region, lanes) => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(360);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(640);
    const { services } = renderWithServices(<Barrage region={region} />, { chat: { status: "ready" } });
    act(() => {
      services.chat.receive(...burst(20, 1));
    });
    frame();
    const used = items().map((item) => Number(item.dataset["lane"]));
    expect(used).toEqual(Array.from({ length: lanes }, (_, lane) => lane));
    expect(items().map((item) => Number.parseFloat(item.style.insetBlockStart))).toEqual(used.map((lane) => lane * 30));
  });

  it(`keeps at most ${String(MAX_BARRAGE_ITEMS)} messages on screen`, () => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(3000);
    const { services } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    act(() => {
      services.chat.receive(...burst(60, 1));
    });
    frame();
    expect(items()).toHaveLength(MAX_BARRAGE_ITEMS);
  });

  it("frees the screen once an item has crossed, and takes a deleted message off at once", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { services } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    act(() => {
      services.chat.receive(...burst(2, 1));
    });
    frame();
    expect(items()).toHaveLength(2);
    act(() => {
      services.chat.patch({ messages: services.chat.subject.value.messages.filter((message) => message.messageId !== 1) });
    });
    expect(items().map((item) => item.dataset["messageId"])).toEqual(["2"]);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(items()).toEqual([]);
  });

  it("fades messages in place instead of flying them where the viewer prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { services } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    act(() => {
      services.chat.receive(...burst(3, 1));
    });
    frame();
    expect(items()).toHaveLength(3);
    expect(items().every((item) => item.classList.contains("lh-barrage__item--still"))).toBe(true);
  });

  it("stops listening when it goes", () => {
    const { services, unmount } = renderWithServices(<Barrage region={BARRAGE_REGION.ALL} />, { chat: { status: "ready" } });
    unmount();
    expect(services.chat.subject.observed).toBe(false);
  });
});

describe("BarrageControls", () => {
  function Controlled({ initial }: { readonly initial: BarrageSettings }) {
    const [settings, setSettings] = useState(initial);
    return <BarrageControls settings={settings} onChange={setSettings} />;
  }
  const renderControls = (initial: BarrageSettings = DEFAULT_BARRAGE_SETTINGS) =>
    render(
      <PreviewProviders container={createFakeServices().container} locale="en" theme="light">
        <Controlled initial={initial} />
      </PreviewProviders>,
    );

  it("toggles the barrage with a pressed button and offers the region only while it shows", () => {
    renderControls();
    const toggle = screen.getByRole("button", { name: "Barrage" });
    const region = screen.getByRole<HTMLSelectElement>("combobox", { name: "Barrage area" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(region.disabled).toBe(false);
    act(() => {
      toggle.click();
    });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(region.disabled).toBe(true);
  });

  it("chooses the region among all, half and one third", () => {
    renderControls();
    const region = screen.getByRole<HTMLSelectElement>("combobox", { name: "Barrage area" });
    expect([...region.options].map((option) => [option.value, option.textContent])).toEqual([
      ["1", "Full"],
      ["2", "Half"],
      ["3", "One third"],
    ]);
    fireEvent.change(region, { target: { value: "3" } });
    expect(region.value).toBe("3");
  });
});
