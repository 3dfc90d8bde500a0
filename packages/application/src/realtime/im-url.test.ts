import { describe, expect, it } from "vitest";
import { imUrl } from "./im-url";

describe("imUrl", () => {
  it.each([
    ["the configured wss address as is", "wss://im.example.com/sub", "https://live.example.com", "wss://im.example.com/sub"],
    ["the configured ws address as is", "ws://127.0.0.1:3000/sub", "https://live.example.com", "ws://127.0.0.1:3000/sub"],
    ["an http address as ws", "http://im.example.com/sub", "https://live.example.com", "ws://im.example.com/sub"],
    ["an https address as wss", "HTTPS://im.example.com/sub", "http://live.example.com", "wss://im.example.com/sub"],
    ["the https page origin as wss…/sub when none is configured", "", "https://live.example.com", "wss://live.example.com/sub"],
    ["the http page origin as ws…/sub when none is configured", " ", "http://127.0.0.1:5173/", "ws://127.0.0.1:5173/sub"],
  ])("takes %s", (_case, goImUrl, origin, expected) => {
    expect(imUrl(goImUrl, origin)).toBe(expected);
  });
});
