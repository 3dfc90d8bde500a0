// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/I18nProvider";
import { Dialog } from "./Dialog";

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider locale="en">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      {open ? (
        <Dialog
          title="Log in"
          onClose={() => {
            setOpen(false);
          }}
        >
          <input aria-label="Account" />
          <button type="button">Submit</button>
        </Dialog>
      ) : null}
    </I18nProvider>
  );
}

function openDialog(): HTMLElement {
  render(<Opener />);
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  act(() => {
    opener.click();
  });
  return opener;
}

afterEach(cleanup);

describe("Dialog", () => {
  it("is a modal dialog named by its title, with focus on its first field", () => {
    openDialog();
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Account" }));
  });

  it("keeps Tab and Shift+Tab inside", () => {
    openDialog();
    const close = screen.getByRole("button", { name: "Close" });
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    fireEvent.keyDown(submit, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it.each([
    [
      "Esc",
      (dialog: HTMLElement) => {
        fireEvent.keyDown(dialog, { key: "Escape" });
      },
    ],
    [
      "the close button",
      () => {
        act(() => {
          screen.getByRole("button", { name: "Close" }).click();
        });
      },
    ],
  ] as const)("closes on %s and gives focus back to the opener", (_how, close) => {
    const opener = openDialog();
    close(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
