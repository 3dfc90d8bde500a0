import { describe, expect, it } from "vitest";
import { ApiFailure, type CaptchaChallenge } from "@livehall/domain";
import { FakeClock } from "../testing/fake-clock";
import { formFixtures } from "../testing/form-fixtures";
import { InstantCaptchaSolver, ScriptedCaptchaApi } from "../testing/scripted-form-apis";
import { settle } from "../testing/settle";
import { Captcha, EXPIRY_MARGIN_MS } from "./captcha";
import type { CaptchaState } from "./services";

function setup(api = new ScriptedCaptchaApi()) {
  const solver = new InstantCaptchaSolver();
  const clock = new FakeClock();
  const captcha = new Captcha(api, solver, clock);
  const states: CaptchaState["status"][] = [];
  captcha.state$.subscribe((state) => states.push(state.status));
  return { api, solver, clock, captcha, states };
}

const solutionOf = (n: number) => formFixtures.captchaSolution(formFixtures.captchaChallenge(n));

/** A captcha API whose answers the test releases one by one. */
function heldCaptchaApi() {
  const releases: ((challenge: CaptchaChallenge | Error) => void)[] = [];
  const api = new ScriptedCaptchaApi({
    getCaptcha: () =>
      new Promise<CaptchaChallenge>((resolve, reject) => {
        releases.push((answer) => {
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        });
      }),
  });
  return { api, release: (index: number, answer: CaptchaChallenge | Error) => releases[index]?.(answer) };
}

describe("Captcha", () => {
  it("prepare fetches a challenge and solves it in the background", async () => {
    const { captcha, api, solver, states } = setup();
    captcha.prepare();
    captcha.prepare();
    await settle();
    expect(api.callsTo("getCaptcha")).toHaveLength(1);
    expect(solver.solved.map((challenge) => challenge.challenge)).toEqual(["challenge-1"]);
    expect(states).toEqual(["idle", "solving", "solved"]);
  });

  it("take hands the prepared solution over once and prepares the next one", async () => {
    const { captcha, api, states } = setup();
    captcha.prepare();
    await settle();
    await expect(captcha.take()).resolves.toEqual(solutionOf(1));
    await settle();
    expect(api.callsTo("getCaptcha")).toHaveLength(2);
    expect(states.at(-1)).toBe("solved");
    await expect(captcha.take()).resolves.toEqual(solutionOf(2));
  });

  it("take without prepare fetches and solves one", async () => {
    const { captcha } = setup();
    await expect(captcha.take()).resolves.toEqual(solutionOf(1));
  });

  it("reset throws the current solution away and solves a new one", async () => {
    const { captcha, api, states } = setup();
    captcha.prepare();
    await settle();
    captcha.reset();
    expect(states.at(-1)).toBe("solving");
    await settle();
    expect(api.callsTo("getCaptcha")).toHaveLength(2);
    expect(states.at(-1)).toBe("solved");
    await expect(captcha.take()).resolves.toEqual(solutionOf(2));
  });

  it("a reset while solving drops the earlier attempt, even when it finishes last", async () => {
    const { api, release } = heldCaptchaApi();
    const { captcha, states } = setup(api);
    captcha.prepare();
    captcha.reset();
    release(1, formFixtures.captchaChallenge(2));
    await settle();
    release(0, formFixtures.captchaChallenge(1));
    await settle();
    expect(states).toEqual(["idle", "solving", "solving", "solved"]);
    await expect(captcha.take()).resolves.toEqual(solutionOf(2));
  });

  it("a late failure of a dropped attempt does not show as an error", async () => {
    const { api, release } = heldCaptchaApi();
    const { captcha, states } = setup(api);
    captcha.prepare();
    captcha.reset();
    release(1, formFixtures.captchaChallenge(2));
    await settle();
    release(0, new ApiFailure("network", "", 0, ""));
    await settle();
    expect(states.at(-1)).toBe("solved");
  });

  it("a failed fetch shows as an error and take rejects; the next take tries again", async () => {
    const failure = new ApiFailure("http", "", 503, "");
    const api = new ScriptedCaptchaApi({ getCaptcha: failure });
    const { captcha, states } = setup(api);
    captcha.prepare();
    await settle();
    expect(states.at(-1)).toBe("error");
    await expect(captcha.take()).rejects.toBe(failure);
    expect(states.at(-1)).toBe("error");
    api.script.getCaptcha = formFixtures.captchaChallenge(7);
    await expect(captcha.take()).resolves.toEqual(solutionOf(7));
  });

  it("a solver that gives up shows as an error and take rejects", async () => {
    const { captcha, solver, states } = setup();
    solver.failWith = new Error("no number in range");
    await expect(captcha.take()).rejects.toThrow("no number in range");
    expect(states.at(-1)).toBe("error");
  });

  it("a solution whose challenge is about to expire is replaced by a fresh one", async () => {
    const start = new FakeClock().now();
    let issued = 0;
    const api = new ScriptedCaptchaApi({
      getCaptcha: () => ({ ...formFixtures.captchaChallenge(++issued), expiresAt: start + issued * 60_000 }),
    });
    const { captcha, clock } = setup(api);
    captcha.prepare();
    await settle();
    clock.advance(60_000 - EXPIRY_MARGIN_MS);
    await expect(captcha.take()).resolves.toEqual(solutionOf(2));
  });

  it("a solution with time left is taken as it is", async () => {
    const { captcha, clock } = setup();
    captcha.prepare();
    await settle();
    clock.advance(60_000);
    await expect(captcha.take()).resolves.toEqual(solutionOf(1));
  });
});
