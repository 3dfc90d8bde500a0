import { describe, expect, it } from "vitest";
import { hotkeyAction, type HotkeyAction, type HotkeyContext } from "./hotkeys";

const focused: HotkeyContext = { playerFocused: true, textInputActive: false };

describe("hotkeyAction (§5, §9)", () => {
  it.each<[string, string, HotkeyContext, HotkeyAction | null]>([
    ["space toggles play", " ", focused, { type: "togglePlay" }],
    ["old Spacebar key name", "Spacebar", focused, { type: "togglePlay" }],
    ["left seeks back 5 s", "ArrowLeft", focused, { type: "seek", deltaSeconds: -5 }],
    ["right seeks on 5 s", "ArrowRight", focused, { type: "seek", deltaSeconds: 5 }],
    ["up raises the volume", "ArrowUp", focused, { type: "volume", delta: 0.1 }],
    ["down lowers the volume", "ArrowDown", focused, { type: "volume", delta: -0.1 }],
    ["other keys do nothing", "k", focused, null],
    ["Enter does nothing", "Enter", focused, null],
    ["object keys are not hotkeys", "toString", focused, null],
    ["without player focus", " ", { playerFocused: false, textInputActive: false }, null],
    ["while typing in a text input", "ArrowLeft", { playerFocused: true, textInputActive: true }, null],
    ["typing and unfocused", "ArrowUp", { playerFocused: false, textInputActive: true }, null],
  ])("%s", (_case, key, context, expected) => {
    expect(hotkeyAction(key, context)).toEqual(expected);
  });
});
