import { describe, expect, it } from "vitest";
import { orderModules } from "./module-order";

const m = (type: string, sequence: number, tag = type) => ({ type, sequence, tag });

describe("orderModules", () => {
  it.each([
    ["ascending sequence", [m("title", 3), m("logo", 1), m("agenda", 2)], ["logo", "agenda", "title"]],
    [
      "ties keep the given order",
      [m("guests", 2), m("title", 1), m("partner", 2), m("contact", 2)],
      ["title", "guests", "partner", "contact"],
    ],
    ["unknown modules dropped", [m("logo", 1), m("lottery", 0), m("title", 2)], ["logo", "title"]],
    ["negative and zero sequences first", [m("title", 0), m("logo", -1)], ["logo", "title"]],
    ["empty", [], []],
  ])("%s", (_name, modules, expected) => {
    expect(orderModules(modules).map((x) => x.tag)).toEqual(expected);
  });

  it("does not change the list it was given", () => {
    const list = [m("title", 2), m("logo", 1)];
    orderModules(list);
    expect(list.map((x) => x.type)).toEqual(["title", "logo"]);
  });
});
