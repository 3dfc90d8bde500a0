import { describe, expect, it } from "vitest";
import { demoLines } from "./demo-lines";

const base = "http://localhost:8080";

describe("demoLines", () => {
  it("prints the demo event first, one line per event with its access, then the outbox", () => {
    const lines = demoLines(
      base,
      [
        { eventNumber: "10001", accessType: 0, trialMinutes: 0, hint: "" },
        { eventNumber: "10002", accessType: 2, trialMinutes: 1, hint: "livehall" },
        { eventNumber: "10005", accessType: 3, trialMinutes: 0, hint: "demo@livehall.test" },
      ],
      "/dev/outbox",
    );
    expect(lines).toEqual([
      "Demo event: http://localhost:8080/event/10001/",
      "  10001 unlimited: http://localhost:8080/event/10001/",
      "  10002 password + trial 1 min (livehall): http://localhost:8080/event/10002/",
      "  10005 white list (demo@livehall.test): http://localhost:8080/event/10005/",
      "Dev outbox: http://localhost:8080/dev/outbox",
    ]);
  });

  it("falls back to the first event and leaves the outbox out when dev providers are off", () => {
    expect(demoLines(base, [{ eventNumber: "77", accessType: 4, trialMinutes: 0, hint: "" }], null)).toEqual([
      "Demo event: http://localhost:8080/event/77/",
      "  77 external auth: http://localhost:8080/event/77/",
    ]);
  });
});
