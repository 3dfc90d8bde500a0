import { describe, expect, it } from "vitest";
import * as enums from "./index";

/** Every `as const` enumeration object: UPPER_CASE name and keys, scalar values. */
const enumObjects = Object.entries(enums).filter(
  (entry): entry is [string, Record<string, string | number>] =>
    /^[A-Z_]+$/.test(entry[0]) &&
    typeof entry[1] === "object" &&
    !Array.isArray(entry[1]) &&
    Object.entries(entry[1] as object).every(
      ([key, value]) => /^[A-Z][A-Z0-9_]*$/.test(key) && (typeof value === "number" || typeof value === "string"),
    ),
);

describe("enumerations", () => {
  it("the barrel exposes the enumeration objects", () => {
    expect(enumObjects.map(([name]) => name)).toEqual(
      expect.arrayContaining(["ROOM_MODE", "USER_TYPE", "ACCESS_TYPE", "WECHAT_LOGIN_RESULT", "TOOLBAR_BUTTON"]),
    );
  });

  it.each(enumObjects)("%s has no two names for one value", (_name, object) => {
    const values = Object.values(object);
    expect(new Set(values).size).toBe(values.length);
  });
});
