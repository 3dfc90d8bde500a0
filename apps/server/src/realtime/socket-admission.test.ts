import { describe, expect, it } from "vitest";
import { SocketAdmission } from "./socket-admission";

describe("SocketAdmission", () => {
  it.each<[string, string[], string[]]>([
    // [case, addresses admitted in order (- prefix releases one), answers] — 2 per address, 3 in total
    ["per address", ["a", "a", "a"], ["ok", "ok", "perIp"]],
    ["another address still gets in", ["a", "a", "a", "b"], ["ok", "ok", "perIp", "ok"]],
    ["the total cap holds for everyone", ["a", "a", "b", "c"], ["ok", "ok", "ok", "total"]],
    ["a released slot is free again", ["a", "a", "-a", "a"], ["ok", "ok", "released", "ok"]],
  ])("%s", (_case, steps, answers) => {
    const admission = new SocketAdmission(2, 3);
    expect(
      steps.map((step) => {
        if (!step.startsWith("-")) return admission.admit(step);
        admission.release(step.slice(1));
        return "released";
      }),
    ).toEqual(answers);
  });

  it("never counts below zero", () => {
    const admission = new SocketAdmission(2, 3);
    admission.release("a");
    expect(admission.count()).toBe(0);
    expect(admission.admit("a")).toBe("ok");
    expect(admission.count("a")).toBe(1);
  });
});
