import { from, lastValueFrom, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import type { RealtimeStatus } from "./ports";
import { reopenings } from "./reopenings";

const count = async (statuses: readonly RealtimeStatus[]): Promise<number> =>
  (await lastValueFrom(reopenings(from(statuses.map((status) => ({ status })))).pipe(toArray()))).length;

describe("the realtime connection's reopenings", () => {
  it.each<[string, RealtimeStatus[], number]>([
    ["the first state, even open, is not a reopening", ["open"], 0],
    ["connecting then open is one", ["connecting", "open"], 1],
    ["a drop and a reconnect is one more", ["idle", "connecting", "open", "reconnecting", "open"], 2],
    ["open repeated is not another", ["connecting", "open", "open"], 1],
    ["closing is none", ["open", "closed", "failed"], 0],
  ])("%s", async (_name, statuses, expected) => {
    expect(await count(statuses)).toBe(expected);
  });
});
