import { describe, expect, it } from "vitest";
import { inHeldOrder, newsFirst } from "./toolbar-order";

const views = (spec: string) => spec.split(" ").map((name) => ({ button: name.replace("*", ""), badge: name.endsWith("*") }));
const names = (list: readonly { readonly button: string; readonly badge: boolean }[]) =>
  list.map((view) => `${view.button}${view.badge ? "*" : ""}`).join(" ");

describe("the toolbar's order: news first", () => {
  it.each([
    ["nothing new: the configured order", "A B C D", "A B C D"],
    ["one badge moves to the front", "A B C D*", "D* A B C"],
    ["badged tools keep their configured order among themselves", "A B* C D*", "B* D* A C"],
    ["every tool badged: the configured order", "A* B* C*", "A* B* C*"],
    ["no tools", "", ""],
  ] as const)("%s", (_name, given, expected) => {
    expect(names(newsFirst(given === "" ? [] : views(given)))).toBe(expected);
  });
});

describe("the toolbar's order while 'more' is open: as it was", () => {
  it.each([
    ["news since the menu opened does not move a tool", "A B C D*", "A B C D", "A B C D*"],
    ["the held order stands whatever the new one", "D* A B C", "A B C D", "A B C D*"],
    ["a tool the held order does not know goes last", "E A B", "B A", "B A E"],
  ] as const)("%s", (_name, given, held, expected) => {
    expect(names(inHeldOrder(views(given), held.split(" ")))).toBe(expected);
  });
});
