import { describe, expect, it } from "vitest";
import { drawEligible, type DrawCandidates, type DrawPool } from "./draw-eligibility";

const candidates: DrawCandidates = {
  present: ["u-c", "u-a", "u-b", "u-a"],
  commented: ["u-d", "u-a"],
  answeredQuiz: ["u-e", "u-b"],
  voted: ["u-f", "u-e"],
};
const none: DrawCandidates = { present: [], commented: [], answeredQuiz: [], voted: [] };

describe("drawEligible: who a draw may pick", () => {
  it.each<[string, DrawPool, DrawCandidates, readonly string[], readonly string[]]>([
    ["present: everyone in the room, once each, sorted", "present", candidates, [], ["u-a", "u-b", "u-c"]],
    ["commented: those who wrote in the chat", "commented", candidates, [], ["u-a", "u-d"]],
    ["answered: quiz answers and votes together", "answered", candidates, [], ["u-b", "u-e", "u-f"]],
    ["answered without votes yet (the vote hook gives none)", "answered", { ...candidates, voted: [] }, [], ["u-b", "u-e"]],
    ["an earlier round's winner is left out", "present", candidates, ["u-b"], ["u-a", "u-c"]],
    ["winners of several rounds are left out", "answered", candidates, ["u-b", "u-f"], ["u-e"]],
    ["a winner who is not in the pool changes nothing", "commented", candidates, ["u-z"], ["u-a", "u-d"]],
    ["everyone won already: nobody is eligible", "commented", candidates, ["u-a", "u-d"], []],
    ["an empty room: nobody", "present", none, [], []],
  ])("%s", (_name, pool, given, excluded, expected) => {
    expect(drawEligible(pool, given, excluded)).toEqual(expected);
  });

  it("sorts by code unit so the stored list is the same on every server", () => {
    expect(drawEligible("present", { ...none, present: ["b", "B", "a", "10", "9"] }, [])).toEqual(["10", "9", "B", "a", "b"]);
  });
});
