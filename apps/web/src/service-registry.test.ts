import { token } from "@livehall/application";
import { describe, expect, it } from "vitest";
import { provide, ServiceRegistry } from "./service-registry";

const GREETING = token<string>("test.Greeting");
const COUNT = token<number>("test.Count");

describe("ServiceRegistry", () => {
  it("hands back what was registered under a token, the same instance each time", () => {
    const list = [1, 2];
    const registry = new ServiceRegistry().set(GREETING, "hello").set(token<number[]>("test.List"), list);
    expect(registry.get(GREETING)).toBe("hello");
    expect(registry.get(token<number[]>("test.List"))).toBe(list);
  });

  it("starts from the services it was given", () => {
    const registry = new ServiceRegistry([provide(GREETING, "hi"), provide(COUNT, 3)]);
    expect([registry.get(GREETING), registry.get(COUNT)]).toEqual(["hi", 3]);
  });

  it("tells which services it has", () => {
    const registry = new ServiceRegistry([provide(GREETING, "hi")]);
    expect([registry.isBound(GREETING), registry.isBound(COUNT)]).toEqual([true, false]);
  });

  it("names the token nothing is registered for", () => {
    expect(() => new ServiceRegistry().get(COUNT)).toThrow("No service is registered for livehall.test.Count");
  });

  it("refuses a token registered twice, a composition mistake", () => {
    expect(() => new ServiceRegistry([provide(GREETING, "hi")]).set(GREETING, "again")).toThrow(
      "livehall.test.Greeting is registered twice",
    );
  });
});
