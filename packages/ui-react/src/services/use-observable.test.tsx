// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { BehaviorSubject, Subject, type Observable } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { useObservable } from "./use-observable";

function Show({ source$ }: { readonly source$: Observable<string> }) {
  const value = useObservable(source$, "nothing yet");
  return <p data-testid="value">{value}</p>;
}

afterEach(cleanup);

describe("useObservable", () => {
  it("shows the current value of a BehaviorSubject and re-renders on new values", () => {
    const state$ = new BehaviorSubject("first");
    render(<Show source$={state$} />);
    expect(screen.getByTestId("value").textContent).toBe("first");
    act(() => {
      state$.next("second");
    });
    expect(screen.getByTestId("value").textContent).toBe("second");
  });

  it("shows the initial value until an observable without a current value emits", () => {
    const events$ = new Subject<string>();
    render(<Show source$={events$} />);
    expect(screen.getByTestId("value").textContent).toBe("nothing yet");
    act(() => {
      events$.next("arrived");
    });
    expect(screen.getByTestId("value").textContent).toBe("arrived");
  });

  it("unsubscribes when the component unmounts", () => {
    const state$ = new BehaviorSubject("x");
    const { unmount } = render(<Show source$={state$} />);
    expect(state$.observed).toBe(true);
    unmount();
    expect(state$.observed).toBe(false);
  });
});
