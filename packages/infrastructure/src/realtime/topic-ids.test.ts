import { WS_TOPIC } from "@livehall/domain";
import { TOPICS } from "@livehall/wire";
import { describe, expect, it } from "vitest";

/**
 * The domain names the topics the application reacts to (it may not import wire); the wire table
 * is what the server sends. This adapter-side test keeps the two from drifting apart.
 */
describe("domain WS_TOPIC and wire TOPICS", () => {
  it.each(Object.entries(WS_TOPIC))("%s has the same id in both", (name, id) => {
    expect((TOPICS as Readonly<Record<string, number>>)[name]).toBe(id);
  });
});
