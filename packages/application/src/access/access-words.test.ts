import type { LandingPage } from "@livehall/domain";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import type { LandingApi } from "../landing/ports";
import { demoLandingPage, FakeLandingApi } from "../testing/fake-landing-api";
import { AccessWordsReader } from "./access-words";

const WORDS = {
  validate: { pc: { en: { title: "Your ticket code", description: "It is in your invitation.", backgroundUrl: "" } }, mobile: {} },
  prompts: { "zh-Hans": "请输入密码" },
};

function reader(page = { ...demoLandingPage(), accessType: 2, accessInfo: WORDS }) {
  const api = new FakeLandingApi();
  api.page = page;
  return { api, words: new AccessWordsReader(api) };
}

describe("AccessWordsReader", () => {
  it("gives the event's access type and the organiser's words from the landing answer", async () => {
    const { words } = reader();
    await words.load("10001");
    expect(await firstValueFrom(words.state$)).toEqual({ eventNumber: "10001", accessType: 2, accessInfo: WORDS });
  });

  it("gives none when the landing answer fails (the gate's prompt still shows)", async () => {
    const { api, words } = reader();
    api.fail = new Error("offline");
    await words.load("10001");
    expect(await firstValueFrom(words.state$)).toBeNull();
  });

  it("keeps the later event's words when an earlier answer comes last", async () => {
    const { api, words } = reader();
    const answers = new Map<string, (page: LandingPage) => void>();
    const port: LandingApi = api;
    port.getLandingPage = (eventNumber: string) => new Promise<LandingPage>((resolve) => answers.set(eventNumber, resolve));
    const first = words.load("10001");
    const second = words.load("10004");
    answers.get("10004")?.({ ...demoLandingPage(), eventNumber: "10004", accessType: 3, accessInfo: WORDS });
    await second;
    answers.get("10001")?.({ ...demoLandingPage(), accessType: 2, accessInfo: WORDS });
    await first;
    expect(await firstValueFrom(words.state$)).toMatchObject({ eventNumber: "10004", accessType: 3 });
  });

  it("reads an event's words once", async () => {
    const { api, words } = reader();
    await words.load("10001");
    api.fail = new Error("not asked again");
    await words.load("10001");
    expect(await firstValueFrom(words.state$)).not.toBeNull();
  });
});
