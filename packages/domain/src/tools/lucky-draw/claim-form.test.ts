import { describe, expect, it } from "vitest";
import { claimFormProblem, type ClaimFormProblem } from "./claim-form";

describe("claimFormProblem: a winner's name and phone", () => {
  it.each<[string, string, ClaimFormProblem]>([
    ["Ada Lovelace", "+44 20 7946 0000", null],
    ["  Ada  ", " 13800138000 ", null],
    ["李雷", "(010) 1234-5678", null],
    ["", "13800138000", "name"],
    ["   ", "13800138000", "name"],
    ["x".repeat(51), "13800138000", "name"],
    ["Ada", "", "phone"],
    ["Ada", "1234", "phone"],
    ["Ada", "call me maybe", "phone"],
    ["Ada", "1".repeat(21), "phone"],
    ["Ada", "++4412345", "phone"],
  ])("%j, %j → %s", (name, phone, problem) => {
    expect(claimFormProblem(name, phone)).toBe(problem);
  });
});
