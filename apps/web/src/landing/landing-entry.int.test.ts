/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKENS, type LandingService, type LandingState } from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { startServer } from "@livehall/server";
import { MemoryStorage } from "../testing/memory-storage";
import { createLandingServices } from "./landing-composition";

/**
 * The landing entry's composition (decision 0044) against the reference server: everything the
 * landing page does — the page, its agenda, the join through the access gate — works with only
 * what the landing composition root binds.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "livehall-landing-entry-"));
  server = await startServer({ port: 0, dataDir, webRoot: null, logger: false });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function landingApp(startAt: string) {
  const navigator = new RecordingNavigator(startAt);
  const notifier = new RecordingNotifier();
  const container = createLandingServices({
    apiBase: `${server.url}/api`,
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    navigator,
    notifier,
    fetch: globalThis.fetch,
  });
  return { navigator, notifier, container, landing: container.get(APP_TOKENS.Landing) };
}

function latestOf<T>(state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  state$.subscribe((next) => (value = next)).unsubscribe();
  if (value === undefined) throw new Error("no state");
  return value;
}

const latest = (landing: LandingService): LandingState => latestOf(landing.state$);

describe("the landing entry's composition, against the reference server", () => {
  it("shows the demo's pro landing page with its modules and agenda, and joins the main live room", async () => {
    const viewer = landingApp("/mobile/event/10001/landing?utm=int");
    await viewer.landing.open("10001");
    const state = latest(viewer.landing);
    expect(state.page.status).toBe("ready");
    if (state.page.status !== "ready") return;
    expect(state.page.value.propagandaMode).toBe("pro");
    expect(state.page.value.modules.length).toBeGreaterThan(0);
    expect(state.agenda.total).toBeGreaterThan(0);

    await viewer.landing.join();
    viewer.landing.close();
    expect(viewer.notifier.notices).toEqual([]);
    expect(viewer.navigator.lastPath).toBe("/event/10001/watch/20001");
    expect(viewer.container.get(APP_TOKENS.TokenStore).get("10001")?.accessToken).toBeTruthy();
  });

  it("joins an event whose main room is a seminar on the meeting page", async () => {
    const viewer = landingApp("/event/10009/landing");
    await viewer.landing.open("10009");
    await viewer.landing.join();
    viewer.landing.close();
    expect(viewer.navigator.lastPath).toMatch(/^\/event\/10009\/meeting\/\d+$/);
  });

  it("loads the event's notices and, once the viewer has joined, its tickets", async () => {
    const viewer = landingApp("/event/10001/landing");
    await viewer.landing.open("10001");
    await viewer.landing.join();
    viewer.landing.close();
    const resolved = await viewer.container.get(APP_TOKENS.ResolveEvent).run("10001");
    if (resolved === null) throw new Error("the demo event did not resolve");
    const { event } = resolved.brief;
    const notices = viewer.container.get(APP_TOKENS.Notices);
    await notices.load({ eventId: event.eventId, tenantId: event.tenantId, signedIn: true, wechatOpenId: null });
    expect(latestOf(notices.state$)).toMatchObject({ status: "ready", channels: ["sms", "email"] });
    const tickets = viewer.container.get(APP_TOKENS.Tickets);
    await tickets.load(event.eventId, true);
    const ticketsState = latestOf(tickets.state$);
    expect(ticketsState.status).toBe("ready");
    expect(ticketsState.tickets.length).toBeGreaterThan(0);
  });
});
