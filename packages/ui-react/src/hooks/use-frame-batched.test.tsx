// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { BehaviorSubject } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeFrames } from "../testing/fake-frames";
import { useFrameBatched } from "./use-frame-batched";

let frame: () => void;
let pending: () => number;
beforeEach(() => {
  ({ frame, pending } = installFakeFrames());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ source$, renders }: { readonly source$: BehaviorSubject<number>; readonly renders: number[] }) {
  const value = useFrameBatched(source$, -1);
  renders.push(value);
  return <output>{value}</output>;
}

describe("useFrameBatched", () => {
  it("shows the current value on the first render", () => {
    const renders: number[] = [];
    render(<Probe source$={new BehaviorSubject(7)} renders={renders} />);
    expect(renders).toEqual([7]);
  });

  it("renders a burst of emissions once, with the last value, at the next frame", () => {
    const source$ = new BehaviorSubject(0);
    const renders: number[] = [];
    const { container } = render(<Probe source$={source$} renders={renders} />);
    frame();
    const before = renders.length;
    act(() => {
      for (let i = 1; i <= 100; i++) source$.next(i);
    });
    expect(container.textContent).toBe("0");
    expect(renders.length).toBe(before);
    frame();
    expect(container.textContent).toBe("100");
    expect(renders.length).toBe(before + 1);
  });

  it("asks for one frame per burst, and none once nothing changes", () => {
    const source$ = new BehaviorSubject(0);
    render(<Probe source$={source$} renders={[]} />);
    frame();
    act(() => {
      source$.next(1);
      source$.next(2);
    });
    expect(pending()).toBe(1);
    frame();
    expect(pending()).toBe(0);
  });

  it("cancels its pending frame and stops listening when unmounted", () => {
    const source$ = new BehaviorSubject(0);
    const { unmount } = render(<Probe source$={source$} renders={[]} />);
    frame();
    act(() => {
      source$.next(1);
    });
    unmount();
    expect(pending()).toBe(0);
    expect(source$.observed).toBe(false);
  });
});
