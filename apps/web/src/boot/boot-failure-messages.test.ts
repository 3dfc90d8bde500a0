import { LANGUAGE } from "@livehall/domain";
import { SOURCE_CATALOGS } from "@livehall/ui-react/testing";
import { describe, expect, it } from "vitest";
import { BOOT_FAILURE_MESSAGES } from "./boot-failure-messages";

describe("the boot entry's words", () => {
  it.each(Object.values(LANGUAGE))("%s: the heading and the button are the catalogue's crash.heading and button.reload", (language) => {
    const words = BOOT_FAILURE_MESSAGES[language];
    expect(words.heading).toBe(SOURCE_CATALOGS[language]["crash.heading"]);
    expect(words.reload).toBe(SOURCE_CATALOGS[language]["button.reload"]);
    expect(words.message.length).toBeGreaterThan(10);
  });
});
