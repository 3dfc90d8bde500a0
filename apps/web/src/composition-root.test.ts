import { describe, expect, it } from "vitest";
import {
  APP_TOKENS,
  EnterEvent,
  OpenRoom,
  PlayStream,
  ResolveEvent,
  type PlaybackEngine,
  type RequestContext,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

function setup() {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url, headers: (init?.headers ?? {}) as Record<string, string> });
    return Promise.resolve(new Response(JSON.stringify({ code: "151001", msg: "无效的活动", data: null })));
  }) as typeof globalThis.fetch;
  const storage = new MemoryStorage();
  const navigator = new RecordingNavigator("/event/99999/");
  const notifier = new RecordingNotifier();
  const container = createContainer({ apiBase: "http://server.test/api", storage, navigator, notifier, fetch });
  return { container, requests, storage, navigator, notifier };
}

describe("createContainer", () => {
  it.each([
    ["ResolveEvent", APP_TOKENS.ResolveEvent, ResolveEvent],
    ["EnterEvent", APP_TOKENS.EnterEvent, EnterEvent],
    ["OpenRoom", APP_TOKENS.OpenRoom, OpenRoom],
    ["PlayStream", APP_TOKENS.PlayStream, PlayStream],
  ] as const)("resolves %s, one instance for the app", (_name, token, useCase) => {
    const { container } = setup();
    const first = container.get(token);
    expect(first).toBeInstanceOf(useCase);
    expect(container.get(token)).toBe(first);
  });

  it("binds the playback engines in preference order hls, mpegts, native", () => {
    const { container } = setup();
    expect(container.getAll<PlaybackEngine>(APP_TOKENS.PlaybackEngine).map((engine) => engine.name)).toEqual([
      "hls",
      "mpegts",
      "native",
    ]);
  });

  it("wires the gateway to the API base, the given fetch, the request context and the token store", async () => {
    const { container, requests, storage } = setup();
    container.get<TokenStore>(APP_TOKENS.TokenStore).set("99999", { accessToken: "t-9", refreshToken: "r", expiration: 1 });
    container.get<RequestContext>(APP_TOKENS.RequestContext).setLanguage("en");
    await container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).run("99999");
    expect(requests[0]?.url).toBe("http://server.test/api/watch/personal/breif?virtualEventNumber=99999");
    expect(requests[0]?.headers).toMatchObject({ "Accept-language": "en", Authorization: "Bearer t-9" });
    expect(storage.getItem("landing:accessTokens")).toContain("t-9");
  });

  it("hands failures to the UI's notifier and navigator", async () => {
    const { container, navigator, notifier } = setup();
    await container.get<EnterEvent>(APP_TOKENS.EnterEvent).run("99999");
    expect(notifier.keys).toEqual(["error.invalidEvent"]);
    expect(navigator.lastPath).toBe("/noFound");
  });
});
