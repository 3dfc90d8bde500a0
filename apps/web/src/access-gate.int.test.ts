/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APP_TOKENS,
  type AccessFormService,
  type AccessFormState,
  type ApiGateway,
  type CaptchaApi,
  type CaptchaSolver,
  type Loadable,
  type OpenRoom,
  type OpenedRoom,
  type RequestContext,
  type ResolveEvent,
  type SessionApi,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { ApiFailure, decideError } from "@livehall/domain";
import { startServer } from "@livehall/server";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

/**
 * The access gate and the session, composed as the web app composes them (fetch APIs, WebCrypto
 * captcha solver, localStorage stores), headless in Node against the reference server: the
 * password event 10004 with the server's proof-of-work captcha, token refresh and rotation, and
 * the §4 reload when another tab changes the token.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "livehall-access-gate-"));
  server = await startServer({ port: 0, dataDir, webRoot: null, logger: false, captchaMaxNumber: 5_000 });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One browser tab of the app; tabs given the same storage share localStorage. */
function tab(startAt: string, storage = new MemoryStorage()) {
  const navigator = new RecordingNavigator(startAt, server.url);
  const notifier = new RecordingNotifier();
  const container = createContainer({ apiBase: `${server.url}/api`, storage, navigator, notifier, fetch: globalThis.fetch });
  return {
    navigator,
    notifier,
    storage,
    container,
    tokenStore: container.get<TokenStore>(APP_TOKENS.TokenStore),
    gateway: container.get<ApiGateway>(APP_TOKENS.ApiGateway),
    captchaApi: container.get<CaptchaApi>(APP_TOKENS.CaptchaApi),
    solver: container.get<CaptchaSolver>(APP_TOKENS.CaptchaSolver),
    sessionApi: container.get<SessionApi>(APP_TOKENS.SessionApi),
  };
}

function latest<T>(state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  state$.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

const failureOf = (promise: Promise<unknown>): Promise<ApiFailure> =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error as ApiFailure,
  );

const PASSWORD_EVENT = { number: "10004", id: "event-10004", tenantId: "t-demo", mainRoom: "24001" } as const;

describe("the password gate (event 10004) through the access form", () => {
  it("refuses a wrong password with its message, then lets the right one in and plays the main room", async () => {
    const viewer = tab("/event/10004/access");
    const form = viewer.container.get<AccessFormService>(APP_TOKENS.AccessForm);
    form.open(PASSWORD_EVENT.number);

    expect(await form.submit({ secret: "not-the-password" })).toBe(false);
    const refused = latest<AccessFormState>(form.state$);
    expect(refused.status).toBe("failed");
    expect(refused.messageKey).toBe(decideError(new ApiFailure("body", "100102", 200, "")).messageKey);
    expect(refused.messageKey).not.toBeNull();
    expect(viewer.tokenStore.get(PASSWORD_EVENT.number)).toBeNull();

    expect(await form.submit({ secret: "livehall" })).toBe(true);
    expect(viewer.tokenStore.get(PASSWORD_EVENT.number)?.accessToken).toBeTruthy();
    expect(viewer.navigator.lastPath).toBe(`/event/10004/watch/${PASSWORD_EVENT.mainRoom}`);

    const openRoom = viewer.container.get<OpenRoom>(APP_TOKENS.OpenRoom);
    await openRoom.run(PASSWORD_EVENT.number, PASSWORD_EVENT.mainRoom);
    expect(latest<Loadable<OpenedRoom>>(openRoom.state$).status).toBe("ready");
  });
});

describe("the server's captcha, solved in the page", () => {
  const credentials = { tenantId: PASSWORD_EVENT.tenantId, eventId: PASSWORD_EVENT.id, accessType: 2, verifyCode: "livehall" };

  it("is required, accepted once, and refused when reused", async () => {
    const viewer = tab("/event/10004/access");
    expect(await failureOf(viewer.gateway.authenticateAccess(credentials))).toMatchObject({ code: "100101" });

    const solution = await viewer.solver.solve(await viewer.captchaApi.getCaptcha());
    const token = await viewer.gateway.authenticateAccess({ ...credentials, captcha: { ...solution } });
    expect(token.accessToken).toBeTruthy();
    expect(await failureOf(viewer.gateway.authenticateAccess({ ...credentials, captcha: { ...solution } }))).toMatchObject({
      code: "100101",
    });
  });

  it("refuses a solution with a wrong number", async () => {
    const viewer = tab("/event/10004/access");
    const solution = await viewer.solver.solve(await viewer.captchaApi.getCaptcha());
    const wrong = { ...solution, number: String(Number(solution.number) + 1) };
    expect(await failureOf(viewer.gateway.authenticateAccess({ ...credentials, captcha: wrong }))).toMatchObject({ code: "100101" });
  });
});

describe("the session", () => {
  async function unlimitedTokens(viewer: ReturnType<typeof tab>) {
    const token = await viewer.gateway.authenticateAccess({ tenantId: "t-demo", eventId: "event-10001", accessType: 0 });
    viewer.tokenStore.set("10001", token);
    return token;
  }

  it("refresh rotates the pair; a refresh token reused two rotations back revokes the session: its tokens answer 100046", async () => {
    const viewer = tab("/event/10001/");
    const first = await unlimitedTokens(viewer);
    const second = await viewer.sessionApi.refreshToken(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // Within the grace window (decision 0022) the old token gets the same successor again.
    expect((await viewer.sessionApi.refreshToken(first.refreshToken)).refreshToken).toBe(second.refreshToken);
    const third = await viewer.sessionApi.refreshToken(second.refreshToken);
    viewer.tokenStore.set("10001", third);
    viewer.container.get<RequestContext>(APP_TOKENS.RequestContext).setEvent("10001");
    expect((await viewer.gateway.getWatchInit("event-10001", "20001")).roomNumber).toBe("20001");

    expect(await failureOf(viewer.sessionApi.refreshToken(first.refreshToken))).toMatchObject({ kind: "body", code: "100043" });
    expect(await failureOf(viewer.sessionApi.refreshToken(third.refreshToken))).toMatchObject({ kind: "body", code: "100043" });
    expect(await failureOf(viewer.gateway.getWatchInit("event-10001", "20001"))).toMatchObject({ kind: "body", code: "100046" });
  });

  it("reloads a tab whose event token another tab replaced (§4), but not the tab that stored it", async () => {
    const storage = new MemoryStorage();
    const tabA = tab("/event/10001/watch/20001", storage);
    const first = await unlimitedTokens(tabA);
    const resolveA = tabA.container.get<ResolveEvent>(APP_TOKENS.ResolveEvent);
    await resolveA.refresh("10001");
    expect(tabA.navigator.reloads).toBe(0);

    const tabB = tab("/event/10001/watch/20001", storage);
    tabB.tokenStore.set("10001", await tabB.sessionApi.refreshToken(first.refreshToken));
    await tabB.container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).refresh("10001");
    expect(tabB.navigator.reloads).toBe(0);

    await resolveA.refresh("10001");
    expect(tabA.navigator.reloads).toBe(1);
  });
});
