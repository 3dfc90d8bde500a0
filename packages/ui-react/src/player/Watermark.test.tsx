// @vitest-environment happy-dom
import { WATERMARK_WORD, type WatermarkSettings } from "@livehall/domain";
import { cleanup, render, waitFor } from "@testing-library/react";
import { useRef, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderedVideoBox } from "./watermark-box";
import { Watermark } from "./Watermark";

afterEach(cleanup);

const SETTINGS: WatermarkSettings = {
  watermarkShowFlag: 1,
  watermarkType: "text",
  watermarkWordType: WATERMARK_WORD.USER_NAME,
  watermarkPositionType: "oblique",
};

function Host({
  videoSize,
  settings = SETTINGS,
}: {
  videoSize: { width: number; height: number } | null;
  settings?: WatermarkSettings;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host} className="host">
      <Watermark
        host={host}
        containerSize={{ width: 750, height: 422 }}
        videoSize={videoSize}
        settings={settings}
        values={{ nickname: "小明" }}
        seed="u1"
      />
    </div>
  );
}

const layer = () => document.querySelector<HTMLElement>("[data-watermark]");

describe("Watermark", () => {
  it("draws nothing until the video size is known, then the nickname in every mark", () => {
    const { rerender } = render(<Host videoSize={null} />);
    expect(layer()).toBeNull();
    rerender(<Host videoSize={{ width: 1280, height: 720 }} />);
    const marks = Array.from(layer()?.children ?? []);
    expect(marks.length).toBeGreaterThan(1);
    expect(marks.every((mark) => mark.textContent === "小明")).toBe(true);
  });

  it("draws nothing when the record's show flag is off", () => {
    render(<Host videoSize={{ width: 1280, height: 720 }} settings={{ ...SETTINGS, watermarkShowFlag: 0 }} />);
    expect(layer()).toBeNull();
  });

  it.each([
    [
      "removed",
      (node: HTMLElement) => {
        node.remove();
      },
    ],
    [
      "hidden by style",
      (node: HTMLElement) => {
        node.style.setProperty("display", "none", "important");
      },
    ],
    [
      "made transparent",
      (node: HTMLElement) => {
        node.style.opacity = "0";
      },
    ],
    [
      "given a hiding class",
      (node: HTMLElement) => {
        node.className = "hidden";
      },
    ],
    [
      "emptied",
      (node: HTMLElement) => {
        node.replaceChildren();
      },
    ],
    [
      "a mark hidden",
      (node: HTMLElement) => {
        (node.firstElementChild as HTMLElement).style.visibility = "hidden";
      },
    ],
    [
      "a mark's text changed",
      (node: HTMLElement) => {
        (node.firstElementChild as HTMLElement).textContent = "";
      },
    ],
  ] as const)("comes back as a fresh layer when %s", async (_name, tamper) => {
    render(<Host videoSize={{ width: 1280, height: 720 }} />);
    const first = layer();
    if (first === null) throw new Error("no layer");
    tamper(first);
    await waitFor(() => {
      const again = layer();
      expect(again).not.toBe(first);
      expect(again?.style.getPropertyValue("display")).toBe("block");
      expect(again?.firstElementChild?.textContent).toBe("小明");
    });
    expect(first.isConnected).toBe(false);
  });

  it("goes away with the player", () => {
    const { unmount } = render(<Host videoSize={{ width: 1280, height: 720 }} />);
    unmount();
    expect(layer()).toBeNull();
  });
});

describe("renderedVideoBox", () => {
  it.each([
    [
      "letterboxed top and bottom",
      { width: 800, height: 600 },
      { width: 1600, height: 900 },
      { left: 0, top: 75, width: 800, height: 450 },
    ],
    [
      "pillarboxed left and right",
      { width: 800, height: 450 },
      { width: 720, height: 1280 },
      { left: 273.4375, top: 0, width: 253.125, height: 450 },
    ],
    ["unknown video size", { width: 800, height: 450 }, null, null],
    ["unmeasured container", { width: 0, height: 0 }, { width: 1280, height: 720 }, null],
  ] as const)("%s", (_name, container, video, box) => {
    expect(renderedVideoBox(container, video)).toEqual(box);
  });
});
