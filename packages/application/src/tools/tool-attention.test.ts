import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { NO_ATTENTION } from "../toolbar/toolbar-tool";
import { ToolAttentionState } from "./tool-attention";

describe("a tool's attention (badge and pop-up)", () => {
  it("raises a badge, pops up once per started item, clears the badge when seen and resets", async () => {
    const attention = new ToolAttentionState();
    const now = () => firstValueFrom(attention.attention$);
    expect(await now()).toBe(NO_ATTENTION);
    attention.raise("vote-1", true);
    expect(await now()).toEqual({ badge: true, popUp: "vote-1" });
    attention.seen();
    expect(await now()).toEqual({ badge: false, popUp: "vote-1" });
    // An update of the same item badges without a new pop-up.
    attention.raise("vote-1", false);
    expect(await now()).toEqual({ badge: true, popUp: "vote-1" });
    attention.raise("vote-2", true);
    expect(await now()).toEqual({ badge: true, popUp: "vote-2" });
    attention.reset();
    expect(await now()).toBe(NO_ATTENTION);
  });
});
