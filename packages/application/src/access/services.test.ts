import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { FakeLandingApi } from "../testing/fake-landing-api";
import { InstantCaptchaSolver, ScriptedCaptchaApi } from "../testing/scripted-form-apis";
import { settle } from "../testing/settle";
import { AccessWordsReader } from "./access-words";
import { Captcha } from "./captcha";
import type { AccessWordsService, CaptchaService } from "./services";

// The contracts the access page reads, through the use-cases that offer them.
describe("the access services' contracts", () => {
  it("a captcha service is idle until prepared, then solved and ready to take", async () => {
    const captcha: CaptchaService = new Captcha(new ScriptedCaptchaApi(), new InstantCaptchaSolver(), new FakeClock());
    expect((await firstValueFrom(captcha.state$)).status).toBe("idle");
    captcha.prepare();
    await settle();
    expect((await firstValueFrom(captcha.state$)).status).toBe("solved");
    expect(await captcha.take()).toBeTruthy();
  });

  it("an access-words service has no words before an event's are read", async () => {
    const words: AccessWordsService = new AccessWordsReader(new FakeLandingApi());
    expect(await firstValueFrom(words.state$)).toBeNull();
    await words.load("10001");
    expect(await firstValueFrom(words.state$)).toMatchObject({ eventNumber: "10001" });
  });
});
