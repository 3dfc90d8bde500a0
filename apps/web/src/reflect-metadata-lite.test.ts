import { Container, inject, injectable } from "inversify";
import { describe, expect, it } from "vitest";
import { defineMetadata, getMetadata, getOwnMetadata } from "./reflect-metadata-lite";

class Base {
  readonly name: string = "base";
}
class Derived extends Base {}

describe("reflect-metadata-lite", () => {
  it("is what tests run on (the reflect-metadata import resolves here, as in the app)", () => {
    const reflect = Reflect as unknown as Record<string, unknown>;
    // The same code (test files may share one module graph, so not necessarily the same instance)…
    expect([reflect["defineMetadata"], reflect["getOwnMetadata"], reflect["getMetadata"]].map(String)).toEqual(
      [defineMetadata, getOwnMetadata, getMetadata].map(String),
    );
    // …and none of the full polyfill's other members.
    expect([reflect["metadata"], reflect["decorate"], reflect["hasMetadata"]]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ["own metadata of the class", () => getOwnMetadata("k", Base), "base"],
    ["nothing of its own on a subclass", () => getOwnMetadata("k", Derived), undefined],
    ["inherited metadata through the prototype chain", () => getMetadata("k", Derived), "base"],
    ["a member's metadata apart from the class's", () => getOwnMetadata("k", Base, "member"), "member"],
    ["nothing under another key", () => getMetadata("other", Derived), undefined],
  ])("reads %s", (_case, read, expected) => {
    defineMetadata("k", "base", Base);
    defineMetadata("k", "member", Base, "member");
    expect(read()).toBe(expected);
  });

  it("carries inversify: a class naming its dependency with an explicit @inject", () => {
    const GREETING = Symbol("greeting");
    @injectable()
    class Greeter {
      constructor(@inject(GREETING) readonly greeting: string) {}
    }
    const container = new Container();
    container.bind(GREETING).toConstantValue("hello");
    container.bind(Greeter).toSelf().inSingletonScope();
    expect(container.get(Greeter).greeting).toBe("hello");
  });
});
