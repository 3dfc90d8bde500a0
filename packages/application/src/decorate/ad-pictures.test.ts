import { describe, expect, it } from "vitest";
import { AD_LOCATION, AD_TYPE, DEVICE, type AdPicture } from "@livehall/domain";
import { firstValueFrom } from "rxjs";
import { FakeClock } from "../testing/fake-clock";
import { RecordingAdPictureApi } from "../testing/recording-ad-picture-api";
import { settle } from "../testing/settle";
import { testRoomContext } from "../testing/test-room-context";
import { AdPictures } from "./ad-pictures";

const picture = (id: string, fields: Partial<AdPicture> = {}): AdPicture => ({
  id,
  device: DEVICE.PC,
  type: AD_TYPE.PC_PLAY_BOTTOM,
  location: AD_LOCATION.BOTTOM,
  show: true,
  closable: true,
  durationSeconds: 0,
  byLanguage: { "zh-Hans": { pictureUrl: "/ad.svg", linkUrl: "" } },
  ...fields,
});

function setup(pictures: readonly AdPicture[]) {
  const api = new RecordingAdPictureApi();
  const clock = new FakeClock();
  const base = testRoomContext().context;
  const context = { ...base, room: { ...base.room, decorate: { ...base.room.decorate, adPictures: pictures } } };
  const feature = new AdPictures(api, clock);
  feature.start(context);
  const state = () => firstValueFrom(feature.state$);
  const actions = () => api.reports.map((report) => `${report.roomAdPicId}:${report.action}`);
  return { api, clock, feature, state, actions, context };
}

describe("AdPictures (§3 ad pictures, ad-pics/bury)", () => {
  it("starts with the room's pictures from its watch decorate", async () => {
    const { state } = setup([picture("a"), picture("b")]);
    expect((await state()).pictures.map((p) => p.id)).toEqual(["a", "b"]);
    expect((await state()).dismissed).toEqual([]);
  });

  it("reports a picture shown once per page, each click, and a close that hides it", async () => {
    const { feature, state, actions, api, context } = setup([picture("a")]);
    feature.shown("a");
    feature.shown("a");
    feature.clicked("a");
    feature.close("a");
    feature.close("a");
    expect(actions()).toEqual(["a:show", "a:click", "a:close"]);
    expect(api.reports[0]).toMatchObject({ eventId: context.eventId, roomId: context.roomId });
    expect((await state()).dismissed).toEqual(["a"]);
  });

  it("does not close a picture the organiser made unclosable", async () => {
    const { feature, state, actions } = setup([picture("a", { closable: false })]);
    feature.close("a");
    expect(actions()).toEqual([]);
    expect((await state()).dismissed).toEqual([]);
  });

  it("hides a picture after its duration, counted from when it was shown, without a close report", async () => {
    const { feature, clock, state, actions } = setup([picture("a", { durationSeconds: 10 })]);
    clock.advance(60_000);
    expect((await state()).dismissed).toEqual([]);
    feature.shown("a");
    clock.advance(9_999);
    expect((await state()).dismissed).toEqual([]);
    clock.advance(1);
    expect((await state()).dismissed).toEqual(["a"]);
    expect(actions()).toEqual(["a:show"]);
  });

  it("ignores ids the room does not have, and a failed report changes nothing the viewer sees", async () => {
    const { feature, api, state, actions } = setup([picture("a")]);
    api.failing = true;
    feature.shown("zzz");
    feature.close("a");
    await settle();
    expect(actions()).toEqual(["a:close"]);
    expect((await state()).dismissed).toEqual(["a"]);
  });

  it("stops its timers when disposed", () => {
    const { feature, clock } = setup([picture("a", { durationSeconds: 5 })]);
    feature.shown("a");
    expect(clock.pending).toBe(1);
    feature.dispose();
    expect(clock.pending).toBe(0);
  });
});
