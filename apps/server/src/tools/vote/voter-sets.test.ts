import { describe, expect, it } from "vitest";
import type { PushAudience } from "../../realtime/push-audience";
import { VOTE_VOTERS, VoterSets } from "./voter-sets";

/** VoterSets over a fake `vote_ballots` table, counting its reads. */
function setup() {
  const table = new Map<string, string[]>();
  const reads: string[] = [];
  const sets = new VoterSets((voteId) => {
    reads.push(voteId);
    return Promise.resolve([...(table.get(voteId) ?? [])]);
  });
  return { sets, reads, table };
}

const push = (group: string, size: number, joined: string[] = []): PushAudience => ({ kind: VOTE_VOTERS, group, joined, size });

/** One push arriving: the ballots stored by then, what it says, who receives it, database reads so far. */
interface Step {
  readonly stored: string[];
  readonly cast?: string;
  readonly push: PushAudience;
  readonly receive: string[];
  readonly reads: number;
}

describe("VoterSets (decision 0041)", () => {
  it("names this process's new voters in its next push, once", () => {
    const { sets } = setup();
    sets.cast("v1", "a");
    sets.cast("v1", "b");
    sets.cast("v2", "c");
    expect(sets.audienceOf("v1", 2)).toEqual(push("v1", 2, ["a", "b"]));
    expect(sets.audienceOf("v1", 2)).toEqual(push("v1", 2, []));
    expect(sets.audienceOf("v2", 1)).toEqual(push("v2", 1, ["c"]));
  });

  it.each<[string, Step[]]>([
    [
      "a process that never read the vote reads it once, then answers from memory",
      [
        { stored: ["a", "b"], push: push("v1", 2), receive: ["a", "b"], reads: 1 },
        { stored: ["a", "b"], push: push("v1", 2), receive: ["a", "b"], reads: 1 },
      ],
    ],
    [
      "voters another process names in its push are added without a read",
      [
        { stored: ["a"], push: push("v1", 1), receive: ["a"], reads: 1 },
        { stored: ["a", "b"], push: push("v1", 2, ["b"]), receive: ["a", "b"], reads: 1 },
      ],
    ],
    [
      "a copy shorter than the push's count (a push was missed) is read again",
      [
        { stored: ["a"], push: push("v1", 1), receive: ["a"], reads: 1 },
        { stored: ["a", "b", "c"], push: push("v1", 3, ["c"]), receive: ["a", "b", "c"], reads: 2 },
      ],
    ],
    [
      "this process's own ballots alone are not the vote (a restart): it reads the rest",
      [{ stored: ["a", "b", "c"], cast: "c", push: push("v1", 3, ["c"]), receive: ["a", "b", "c"], reads: 1 }],
    ],
  ])("%s", async (_case, steps) => {
    const { sets, reads, table } = setup();
    for (const step of steps) {
      table.set("v1", step.stored);
      if (step.cast !== undefined) sets.cast("v1", step.cast);
      expect([...(await sets.members(step.push))].sort()).toEqual(step.receive);
      expect(reads).toHaveLength(step.reads);
    }
  });

  it("answers at once (no promise) when its copy is complete: no database work at push time", async () => {
    const { sets, table } = setup();
    table.set("v1", ["a"]);
    await sets.members(push("v1", 1));
    const answer = sets.members(push("v1", 2, ["b"]));
    expect(answer).toBeInstanceOf(Set);
    expect([...(answer as Set<string>)]).toEqual(["a", "b"]);
  });

  it("pushes arriving during a read share it", async () => {
    const { sets, reads, table } = setup();
    table.set("v1", ["a", "b"]);
    const [first, second] = await Promise.all([sets.members(push("v1", 2)), sets.members(push("v1", 2))]);
    expect(reads).toEqual(["v1"]);
    expect([...first].sort()).toEqual(["a", "b"]);
    expect(second).toBe(first);
  });

  it("forgets the oldest votes beyond 64 and reads a forgotten one again when a push needs it", async () => {
    const { sets, reads, table } = setup();
    table.set("v0", ["a"]);
    await sets.members(push("v0", 1));
    for (let index = 1; index <= 64; index += 1) await sets.members(push(`v${index}`, 0));
    expect(sets.size).toBe(64);
    expect([...(await sets.members(push("v0", 1)))]).toEqual(["a"]);
    expect(reads.filter((voteId) => voteId === "v0")).toHaveLength(2);
  });
});
