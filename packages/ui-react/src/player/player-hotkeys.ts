import { hotkeyAction } from "@livehall/domain";
import type { KeyboardEvent } from "react";
import type { PlayStreamService } from "../services/use-cases";

/** A text field (input, textarea, select, contenteditable): keys belong to it, not the player. */
function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.getAttribute("contenteditable") === "true") return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/** A control that activates on space itself (button, menu item, link): space must not also toggle play. */
function activatesOnSpace(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const role = target.getAttribute("role") ?? "";
  return target.tagName === "BUTTON" || target.tagName === "A" || role.startsWith("menuitem");
}

/**
 * §5 hotkeys on the player's key events (they reach it only while focus is inside the player):
 * space toggles play, left/right seek 5 s, up/down step the volume. Ignored in text fields, and
 * space on a button is the button's. Returns whether the key was used.
 */
export function handlePlayerHotkey(event: KeyboardEvent, player: PlayStreamService): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  if ((event.key === " " || event.key === "Spacebar") && activatesOnSpace(event.target)) return false;
  const action = hotkeyAction(event.key, { playerFocused: true, textInputActive: isTextInput(event.target) });
  if (action === null) return false;
  event.preventDefault();
  switch (action.type) {
    case "togglePlay":
      player.togglePlay();
      break;
    case "seek":
      player.seekBy(action.deltaSeconds);
      break;
    case "volume":
      player.stepVolume(action.delta > 0 ? 1 : -1);
      break;
  }
  return true;
}
